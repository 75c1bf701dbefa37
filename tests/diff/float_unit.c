/* float_unit.c: runtime/float.h in a unit of its own, for float_diff.c built with
 * -DFLOAT_DIFF_UNIT, so that this unit alone can take flags such as -ffast-math, which
 * would change the test's own arithmetic. */
#include "float_base.h"
#include "../../runtime/float.h"

int float_unit_dbl(char *b, double v, int conv, int flags, int prec, char point, unsigned *pre);

int float_unit_dbl(char *b, double v, int conv, int flags, int prec, char point, unsigned *pre)
{
    return __qrintf_dbl(b, v, conv, flags, prec, point, pre);
}

int float_unit_room(void);

int float_unit_room(void)
{
    return __QRINTF_FP_ROOM;
}
