#!/bin/sh
# tables.sh: prints the runtime's digit table, which runtime/int.h holds between the
# lines "tables.sh: begin" and "tables.sh: end"; `make tables` puts it there and `make
# check` fails when the two differ. Entry v, for v in 0..999, is four bytes: the digits
# of v, zeros up to three bytes, then their number. Entries 100 to 199 hold the pairs "00"
# to "99" after their "1", so the one table serves the pair converters too. A weak, hidden
# definition: one copy per program or library, however many of its files include it. One
# string literal: quicker to parse than 4,000 integer constants, and within C99's 4,095
# bytes (C90's 509 do not apply in the system-header region where the rewriter puts the
# runtime). Its symbol is named after the table's text (its cksum): an object that a
# qrintf of another table made, linked into the same program (a build not redone since),
# keeps its own table and never reads this one.
rows=$(awk 'BEGIN {
    for (v = 0; v < 1000; v++) {
        if (v % 10 == 0)
            line = "    \""
        d = v ""
        line = line d sprintf("%.*s\\%03o", 4 * (3 - length(d)), "\\000\\000", length(d))
        if (v % 10 == 9)
            print line (v == 999 ? "\";" : "\"")
    }
}')
sum=$(printf '%s\n' "$rows" | cksum | cut -d' ' -f1)
echo "extern const char __qrintf_dec_table[4001] __asm__(\"__qrintf_dec_table_$sum\") __attribute__((__visibility__(\"hidden\")));"
echo "extern const char __qrintf_dec_table[4001] __attribute__((__weak__));"
echo "const char __qrintf_dec_table[4001] ="
printf '%s\n' "$rows"
