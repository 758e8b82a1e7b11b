/* cescape: the C escapes (\n \t \r \\) the host-cpu oracles write texts in
 * and the host-cpu tests read them back with, one text per TSV field. */
#ifndef MCA_TEST_CESCAPE_H
#define MCA_TEST_CESCAPE_H

#include <stdio.h>

static inline void cescape_write(FILE *out, const char *s)
{
    for (; *s; s++) {
        switch (*s) {
        case '\n': fputs("\\n", out); break;
        case '\t': fputs("\\t", out); break;
        case '\r': fputs("\\r", out); break;
        case '\\': fputs("\\\\", out); break;
        default: putc(*s, out);
        }
    }
}

/* In place: the text back from its escaped form. */
static inline void cescape_undo(char *s)
{
    char *o = s;
    for (const char *i = s; *i; i++) {
        if (*i == '\\' && i[1]) {
            i++;
            *o++ = *i == 'n' ? '\n' : *i == 't' ? '\t' : *i == 'r' ? '\r' : *i;
        } else {
            *o++ = *i;
        }
    }
    *o = 0;
}

#endif
