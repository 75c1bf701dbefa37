/* version.h: the version qrintf and qrintf-pp print; the manual page states it too, and
 * t_manpage.sh checks that they agree. */
#ifndef QRINTF_VERSION_H
#define QRINTF_VERSION_H

#define QRINTF_VERSION "0.1"

#endif
