# -g objects carry the user's file names and working directory, as plain's do, not the
# names of temp files: the compile unit's name and directory are plain's, and the line
# table names plain's files (and the pseudo-files of the runtime and of gcc's builtins,
# which the runtime's functions call, and the headers the source includes: a printf
# call's generated function takes a FILE *, whose definition the debug info then
# describes), not always in plain's form (clang writes no checksums for preprocessed
# text). clang's debug information describes no generated function (gcc has no
# attribute to say so).
. "$(dirname "$0")/lib.sh"
command -v readelf >/dev/null || { echo "readelf is not installed"; exit 1; }
mkdir src
write_printf_program src/p.c
cp src/p.c src/p.cc
cu_names() {  # cu_names OBJ: the compile unit's name and directory
    readelf --debug-dump=info "$1" | grep -m2 -E 'DW_AT_(name|comp_dir)' | sed 's/.*: //'
}
line_files() {  # line_files OBJ: the file names of the line table, without directories
    readelf --debug-dump=line "$1" |
        awk '/The File Name Table/ { t = 1; next } t && NF == 0 { t = 0 } t && /^ +[0-9]/' |
        sed -e 's/.*): //' -e 's|.*/||' | sort -u
}
check() {  # check CC SRC
    cc=$1 src=$2
    "$cc" -g -O2 -c "$src" -o plain.o || fail "$cc -g: plain failed"
    QRINTF_REPORT=1 "$QRINTF" "$cc" -g -O2 -c "$src" -o ours.o 2>report.txt || fail "$cc -g failed"
    grep -q 'rewrote snprintf' report.txt || fail "$cc -g: nothing rewritten: $(cat report.txt)"
    cu_names plain.o >plain.names
    cu_names ours.o >ours.names
    [ "$(wc -l <ours.names)" = 2 ] || fail "$cc -g: no compile unit names: $(cat ours.names)"
    same_file plain.names ours.names "$cc -g -c $src: the compile unit's name and directory"
    { line_files plain.o; echo '<qrintf runtime>'; echo '<built-in>'
      "$cc" -M "$src" | tr ' \\' '\n\n' | sed -n 's|.*/||p'; } | sort -u >plain.files
    line_files ours.o >ours.files
    grep -q "^${src##*/}\$" ours.files || fail "$cc -g -c $src: the line table lacks ${src##*/}"
    extra=$(comm -13 plain.files ours.files)
    [ -z "$extra" ] || fail "$cc -g -c $src: the line table names files plain's does not: $extra"
    readelf --debug-dump=info --debug-dump=line ours.o | grep -q "$TMPDIR\|/qrintf\." &&
        fail "$cc -g -c $src: the debug info names a temp file"
    # clang's describe no generated function (__nodebug__), gcc's do (it has no such attribute)
    described=$(readelf --debug-dump=info ours.o | grep -c 'DW_AT_name.*__qrintf_f[0-9]')
    case $cc in
    clang*) [ "$described" = 0 ] || fail "$cc -g -c $src: $described generated functions in the debug info" ;;
    *) [ "$described" -gt 0 ] || fail "$cc -g -c $src: gcc's debug info lacks the generated functions" ;;
    esac
}
for cc in $C_COMPILERS; do check "$cc" src/p.c; done
for cc in $CXX_COMPILERS; do check "$cc" src/p.cc; done
tmp_empty "debug info"
done_test
