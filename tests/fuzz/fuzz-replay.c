/* fuzz-replay: run the reader's fuzzing entry point over corpora without
 * libFuzzer, so that make check tests the same path on every build.
 *
 * Usage: fuzz-replay DIR-OR-FILE...
 * Every regular file of each directory (not recursive, in name order) is
 * one input.  Prints TAP: one test per argument, "ok" when every input of
 * it ran (a misbehaving reader aborts or is stopped by a sanitizer, which
 * the harness reports as a failure).  An argument that does not exist or
 * holds no input fails, so a corpus cannot silently vanish. */
#include <config.h>

#include <dirent.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "fuzz-reader.h"

/* Read a whole file; NULL on error (reported). */
static unsigned char *read_all(const char *path, size_t *len)
{
    FILE *f = fopen(path, "rb");
    if (!f) {
        fprintf(stderr, "fuzz-replay: %s: %s\n", path, strerror(errno));
        return NULL;
    }
    size_t cap = 4096, n = 0;
    unsigned char *buf = malloc(cap);
    while (buf) {
        n += fread(buf + n, 1, cap - n, f);
        if (n < cap)
            break;
        unsigned char *bigger = cap > (size_t)-1 / 2 ? NULL : realloc(buf, cap * 2);
        if (!bigger) {
            free(buf);
            buf = NULL;
            break;
        }
        buf = bigger;
        cap *= 2;
    }
    int bad = ferror(f);
    fclose(f);
    if (!buf || bad) {
        fprintf(stderr, "fuzz-replay: %s: cannot read\n", path);
        free(buf);
        return NULL;
    }
    *len = n;
    return buf;
}

/* Run one file; 0 on success. */
static int run_file(const char *path)
{
    size_t len;
    unsigned char *data = read_all(path, &len);
    if (!data)
        return -1;
    LLVMFuzzerTestOneInput(data, len);
    free(data);
    return 0;
}

static int by_name(const void *a, const void *b)
{
    return strcmp(*(char *const *)a, *(char *const *)b);
}

/* Run every regular file of a directory, in name order; the number run, or
 * -1 on error. */
static long run_dir(const char *dir)
{
    DIR *d = opendir(dir);
    if (!d) {
        fprintf(stderr, "fuzz-replay: %s: %s\n", dir, strerror(errno));
        return -1;
    }
    char **names = NULL;
    size_t count = 0, cap = 0;
    long status = 0;
    struct dirent *e;
    while ((e = readdir(d)) != NULL) {
        if (e->d_name[0] == '.')
            continue;
        if (count == cap) {
            size_t ncap = cap ? cap * 2 : 64;
            char **bigger = realloc(names, ncap * sizeof *names);
            if (!bigger) {
                status = -1;
                break;
            }
            names = bigger;
            cap = ncap;
        }
        size_t n = strlen(dir) + strlen(e->d_name) + 2;
        if ((names[count] = malloc(n)) == NULL) {
            status = -1;
            break;
        }
        snprintf(names[count++], n, "%s/%s", dir, e->d_name);
    }
    closedir(d);
    if (status == 0 && count)
        qsort(names, count, sizeof *names, by_name);
    long run = 0;
    for (size_t i = 0; i < count; i++) {
        struct stat st;
        if (status == 0 && stat(names[i], &st) == 0 && S_ISREG(st.st_mode)) {
            if (run_file(names[i]) != 0)
                status = -1;
            else
                run++;
        }
        free(names[i]);
    }
    free(names);
    if (status != 0)
        fprintf(stderr, "fuzz-replay: %s: out of memory or unreadable input\n", dir);
    return status != 0 ? -1 : run;
}

int main(int argc, char **argv)
{
    if (argc < 2) {
        fputs("usage: fuzz-replay DIR-OR-FILE...\n", stderr);
        return 2;
    }
    printf("1..%d\n", argc - 1);
    int failed = 0;
    for (int i = 1; i < argc; i++) {
        struct stat st;
        long run = -1;
        if (stat(argv[i], &st) != 0)
            fprintf(stderr, "fuzz-replay: %s: %s\n", argv[i], strerror(errno));
        else if (S_ISDIR(st.st_mode))
            run = run_dir(argv[i]);
        else
            run = run_file(argv[i]) == 0 ? 1 : -1;
        int ok = run > 0;
        failed |= !ok;
        printf("%s %d - %s: %ld inputs replayed\n", ok ? "ok" : "not ok", i, argv[i],
               run < 0 ? 0 : run);
        fflush(stdout);
    }
    return failed;
}
