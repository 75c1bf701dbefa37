/* version.h: the version qrintf and qrintf-pp print, and the manual page names. */
#ifndef QRINTF_VERSION_H
#define QRINTF_VERSION_H

#define QRINTF_VERSION "0.1"

#endif
