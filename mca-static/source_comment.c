/* The full-mode source comment of an instruction (see source_comment.h). */
#include <config.h>

#include <string.h>

#include "source_comment.h"

/* First occurrence of the two bytes a, b in [from, to), or to. */
static size_t find_pair(const char *t, size_t from, size_t to, char a, char b)
{
    for (size_t i = from; i + 1 < to; i++)
        if (t[i] == a && t[i + 1] == b)
            return i;
    return to;
}

size_t mca_source_comment(const mca_source *src, const char *clean, char separator,
                          const mca_inst *inst, size_t *start)
{
    const char *t = src->text;
    size_t from = inst->offset;
    if (from >= src->len)
        return 0;
    const char *nl = memchr(t + from, '\n', src->len - from);
    size_t line_end = nl ? (size_t)(nl - t) : src->len;

    /* The first block comment closed on this line, else the first "//". */
    size_t c = line_end;
    for (size_t o = find_pair(t, from, line_end, '/', '*'); o < line_end;
         o = find_pair(t, o + 1, line_end, '/', '*')) {
        if (find_pair(t, o + 2, line_end, '*', '/') < line_end) {
            c = o;
            break;
        }
    }
    if (c == line_end)
        c = find_pair(t, from, line_end, '/', '/');
    if (c == line_end)
        return 0;

    /* The instruction's statement: up to the separator, if one ends it on
     * this line (comments are blanked in clean, so their ';' do not count). */
    size_t end = line_end;
    if (separator) {
        const char *sep = memchr(clean + from, separator, line_end - from);
        if (sep && (size_t)(sep - clean) > c) {
            size_t stmt_len = (size_t)(sep - clean) + 1 - from;
            if (stmt_len >= 4 && c + stmt_len - 4 < end)
                end = c + stmt_len - 4;
        }
    }
    *start = c;
    return end > c ? end - c : 0;
}
