/* tap: a minimal Test Anything Protocol emitter for the C unit tests.
 * Each check prints "ok N - name" or "not ok N - name" (with a diagnostic);
 * tap_done prints the plan and returns the exit status. */
#ifndef MCA_TESTS_TAP_H
#define MCA_TESTS_TAP_H

#include <stdio.h>
#include <string.h>

static int tap_count, tap_failed;

static inline int tap_ok(int cond, const char *name)
{
    tap_count++;
    if (!cond)
        tap_failed++;
    printf("%sok %d - %s\n", cond ? "" : "not ", tap_count, name);
    return cond;
}

static inline int tap_is_str(const char *got, const char *want, const char *name)
{
    int same = got && want && strcmp(got, want) == 0;
    if (!tap_ok(same, name)) {
        printf("# got:  \"%s\"\n", got ? got : "(null)");
        printf("# want: \"%s\"\n", want ? want : "(null)");
    }
    return same;
}

static inline int tap_is_num(long long got, long long want, const char *name)
{
    int same = got == want;
    if (!tap_ok(same, name))
        printf("# got %lld, want %lld\n", got, want);
    return same;
}

static inline int tap_done(void)
{
    printf("1..%d\n", tap_count);
    return tap_failed ? 1 : 0;
}

#endif
