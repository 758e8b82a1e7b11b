/* asm-file: the files .include and .incbin name (see asm.h).
 *
 * llvm-mca's assembler opens them by the name given, from the working
 * directory (no search path); a directory, a pipe or a device, or anything
 * that cannot be read is "not found".  An included file is read whole (it becomes part of the
 * analysed text); an .incbin file is only checked, never read, since its
 * bytes are data the analysis does not look at. */
#include <config.h>

#include <errno.h>
#include <fcntl.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "asm.h"

/* path[0, len) as a C string, or NULL (*oom set when memory ran out; a
 * name holding a NUL names no file). */
static char *c_path(const char *path, size_t len, int *oom)
{
    *oom = 0;
    if (!len || memchr(path, 0, len))
        return NULL;
    char *p = malloc(len + 1);
    if (!p) {
        *oom = 1;
        return NULL;
    }
    memcpy(p, path, len);
    p[len] = 0;
    return p;
}

/* Open p for reading when it is a regular file.  (LLVM also reads pipes
 * and devices to their end; opening one could block, and reading one may
 * never end: they count as not found.) */
static FILE *open_file(const char *p)
{
    int fd = open(p, O_RDONLY | O_NONBLOCK | O_CLOEXEC);
    if (fd < 0)
        return NULL;
    struct stat st;
    FILE *f = NULL;
    if (fstat(fd, &st) == 0 && S_ISREG(st.st_mode))
        f = fdopen(fd, "rb");
    if (!f)
        close(fd);
    return f;
}

int mca_asm_file_readable(const char *path, size_t len)
{
    int oom;
    char *p = c_path(path, len, &oom);
    if (!p)
        return 0;
    FILE *f = open_file(p);
    free(p);
    if (!f)
        return 0;
    fclose(f);
    return 1;
}

int mca_asm_read_file(const char *path, size_t len, size_t limit, char **text, size_t *n)
{
    int oom;
    char *p = c_path(path, len, &oom);
    if (!p)
        return oom ? -1 : 1;
    FILE *f = open_file(p);
    free(p);
    if (!f)
        return 1;
    size_t cap = 4096, used = 0;
    char *buf = malloc(cap);
    int rc = buf ? 0 : -1;
    while (rc == 0) {
        if (cap - used < 2) {
            if (cap > limit + 2) {
                rc = 2;
                break;
            }
            char *v = realloc(buf, cap * 2);
            if (!v) {
                rc = -1;
                break;
            }
            buf = v;
            cap *= 2;
        }
        size_t got = fread(buf + used, 1, cap - used - 1, f);
        used += got;
        if (used > limit)
            rc = 2;
        else if (got == 0)
            break;
    }
    if (rc == 0 && ferror(f))
        rc = 1;
    fclose(f);
    if (rc != 0) {
        free(buf);
        return rc;
    }
    buf[used] = 0;
    *text = buf;
    *n = used;
    return 0;
}
