/* interleave: llvm-mca's order of report and diagnostics (see
 * interleave.h). */
#include <config.h>

#include "interleave.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

typedef struct {
    int fd;
    size_t block;         /* 0: nothing is held (a terminal) */
    char *held;
    size_t len;
    FILE *err;
    mca_diags *diags;
    size_t *printed;
} stream;

bool mca_same_file(int a, int b)
{
    struct stat sa, sb;
    return fstat(a, &sa) == 0 && fstat(b, &sb) == 0 && sa.st_dev == sb.st_dev &&
           sa.st_ino == sb.st_ino;
}

/* The diagnostics recorded since the last write, then n bytes of s. */
static int emit(stream *st, const char *s, size_t n)
{
    mca_diags_print_from(st->diags, *st->printed, st->err);
    *st->printed = st->diags->count;
    fflush(st->err);
    while (n > 0) {
        ssize_t w = write(st->fd, s, n);
        if (w < 0 && errno == EINTR)
            continue;
        if (w <= 0)
            return -1;
        s += w;
        n -= (size_t)w;
    }
    return 0;
}

static ssize_t stream_write(void *cookie, const char *s, size_t n)
{
    stream *st = cookie;
    if (!st->block)
        return emit(st, s, n) == 0 ? (ssize_t)n : -1;
    size_t done = 0;
    while (done < n) {
        size_t take = st->block - st->len;
        if (take > n - done)
            take = n - done;
        memcpy(st->held + st->len, s + done, take);
        st->len += take;
        done += take;
        if (st->len == st->block) {
            if (emit(st, st->held, st->len) != 0)
                return -1;
            st->len = 0;
        }
    }
    return (ssize_t)n;
}

void mca_interleave_sync(void *cookie)
{
    stream *st = cookie;
    if (st->len && emit(st, st->held, st->len) == 0)
        st->len = 0;
}

static int stream_close(void *cookie)
{
    stream *st = cookie;
    int rc = emit(st, st->held, st->len);
    free(st->held);
    free(st);
    return rc;
}

FILE *mca_interleave_open(int fd, FILE *err, mca_diags *diags, size_t *printed,
                          void **cookie)
{
    struct stat sb;
    stream *st = calloc(1, sizeof *st);
    if (!st)
        goto oom;
    *st = (stream){ fd, 0, NULL, 0, err, diags, printed };
    /* LLVM's choice of buffer: none on a terminal, else the block size */
    if (fstat(fd, &sb) == 0 && !(S_ISCHR(sb.st_mode) && isatty(fd)))
        st->block = sb.st_blksize > 0 ? (size_t)sb.st_blksize : 0;
    if (st->block && !(st->held = malloc(st->block)))
        goto oom;
    cookie_io_functions_t io = { NULL, stream_write, NULL, stream_close };
    FILE *f = fopencookie(st, "w", io);
    if (!f)
        goto oom;
    setvbuf(f, NULL, _IONBF, 0);
    *cookie = st;
    return f;
oom:
    if (st)
        free(st->held);
    free(st);
    mca_diags_add(diags, MCA_DIAG_ERROR, "out of memory");
    return NULL;
}
