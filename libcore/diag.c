/* diag: collecting and rendering diagnostics (see mca/diag.h). */
#include <config.h>

#include "mca/diag.h"

#include <errno.h> /* program_invocation_short_name */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

void mca_diags_init(mca_diags *d)
{
    memset(d, 0, sizeof *d);
}

static void diag_release(mca_diag *g)
{
    free(g->file);
    free(g->source_line);
    free(g->message);
    free(g->includes);
}

void mca_diags_free(mca_diags *d)
{
    for (size_t i = 0; i < d->count; i++)
        diag_release(&d->items[i]);
    free(d->items);
    free(d->printed);
    mca_diags_init(d);
}

void mca_diags_print_out(mca_diags *d, const char *s, size_t n)
{
    if (n > SIZE_MAX / 2 - d->printed_len) {
        d->out_of_memory = 1;
        return;
    }
    char *v = realloc(d->printed, d->printed_len + n + 1);
    if (!v) {
        d->out_of_memory = 1;
        return;
    }
    memcpy(v + d->printed_len, s, n);
    d->printed_len += n;
    v[d->printed_len] = 0;
    d->printed = v;
}

static char *dup_n(const char *s, size_t n)
{
    char *p = malloc(n + 1);
    if (p) {
        memcpy(p, s, n);
        p[n] = '\0';
    }
    return p;
}

static char *vformat(const char *fmt, va_list ap)
{
    va_list ap2;
    va_copy(ap2, ap);
    int n = vsnprintf(NULL, 0, fmt, ap2);
    va_end(ap2);
    if (n < 0)
        return NULL;
    char *p = malloc((size_t)n + 1);
    if (p)
        vsnprintf(p, (size_t)n + 1, fmt, ap);
    return p;
}

/* Reserve room for one more entry; 0 on success. */
static int diags_grow(mca_diags *d)
{
    if (d->count < d->capacity)
        return 0;
    size_t cap = d->capacity ? d->capacity * 2 : 8;
    mca_diag *items = realloc(d->items, cap * sizeof *items);
    if (!items)
        return -1;
    d->items = items;
    d->capacity = cap;
    return 0;
}

static void diags_push(mca_diags *d, mca_diag *g)
{
    if (!g->message || diags_grow(d) != 0) {
        diag_release(g);
        d->out_of_memory = 1;
        if (g->kind != MCA_DIAG_WARNING && g->kind != MCA_DIAG_NOTE)
            d->errors++;
        return;
    }
    d->items[d->count++] = *g;
    if (g->kind != MCA_DIAG_WARNING && g->kind != MCA_DIAG_NOTE)
        d->errors++;
}

void mca_diags_add(mca_diags *d, mca_diag_kind kind, const char *fmt, ...)
{
    mca_diag g = { .kind = kind };
    va_list ap;
    va_start(ap, fmt);
    g.message = vformat(fmt, ap);
    va_end(ap);
    diags_push(d, &g);
}

void mca_diags_add_at(mca_diags *d, mca_diag_kind kind, const char *file,
                      size_t line, size_t col, const char *source_line,
                      size_t source_line_len, size_t span, const char *fmt, ...)
{
    mca_diag g = { .kind = kind, .line = line, .col = col,
                   .span = span ? span : 1 };
    va_list ap;
    va_start(ap, fmt);
    g.message = vformat(fmt, ap);
    va_end(ap);
    g.file = file ? strdup(file) : NULL;
    if (source_line)
        g.source_line = dup_n(source_line, source_line_len);
    if ((file && !g.file) || (source_line && !g.source_line)) {
        free(g.message);
        g.message = NULL;
    }
    diags_push(d, &g);
}

void mca_diags_set_includes(mca_diags *d, const char *text)
{
    if (!text || !d->count || d->items[d->count - 1].includes)
        return;
    char *t = strdup(text);
    if (!t)
        d->out_of_memory = 1;
    d->items[d->count - 1].includes = t;
}

static const char *kind_name(mca_diag_kind k)
{
    switch (k) {
    case MCA_DIAG_WARNING: return "warning";
    case MCA_DIAG_NOTE: return "note";
    default: return "error";
    }
}

/* The source line with tabs expanded, then the caret line under column col. */
static void print_excerpt(const mca_diag *g, FILE *out)
{
    const char *s = g->source_line;
    size_t vcol = 0, caret_start = 0, caret_end = 0;
    size_t first = g->col ? g->col - 1 : 0, last = first + g->span;
    size_t n = strlen(s);
    for (size_t i = 0; i <= n; i++) {
        if (i == first)
            caret_start = vcol;
        if (i == last || (i == n && last > n))
            caret_end = vcol;
        if (i == n)
            break;
        if (s[i] == '\t') {
            size_t next = (vcol / 8 + 1) * 8;
            for (; vcol < next; vcol++)
                fputc(' ', out);
        } else {
            fputc(s[i], out);
            vcol++;
        }
    }
    fputc('\n', out);
    /* LLVM shows no caret under a line with non-ASCII bytes (its columns
     * would be wrong there) */
    for (size_t i = 0; i < n; i++)
        if ((unsigned char)s[i] >= 0x80)
            return;
    if (first > n)
        caret_start = vcol + (first - n);
    if (caret_end <= caret_start)
        caret_end = caret_start + 1;
    for (size_t i = 0; i < caret_start; i++)
        fputc(' ', out);
    fputc('^', out);
    for (size_t i = caret_start + 1; i < caret_end; i++)
        fputc('~', out);
    fputc('\n', out);
}

int mca_diags_print(const mca_diags *d, FILE *out)
{
    mca_diags_print_from(d, 0, out);
    if (d->out_of_memory)
        fputs("error: out of memory while recording diagnostics\n", out);
    return ferror(out) ? -1 : 0;
}

int mca_diags_print_from(const mca_diags *d, size_t first, FILE *out)
{
    for (size_t i = first; i < d->count; i++) {
        const mca_diag *g = &d->items[i];
        if (g->includes)
            fputs(g->includes, out);
        if (g->file)
            fprintf(out, "%s:%zu:%zu: ", g->file, g->line, g->col);
        if (g->kind == MCA_DIAG_PLAIN)
            fprintf(out, "%s\n", g->message);
        else if (g->kind == MCA_DIAG_TOOL)
            fprintf(out, "%s: %s", program_invocation_short_name, g->message);
        else
            fprintf(out, "%s: %s\n", kind_name(g->kind), g->message);
        if (g->source_line)
            print_excerpt(g, out);
    }
    return ferror(out) ? -1 : 0;
}

void mca_diags_take(mca_diags *dst, mca_diags *src)
{
    for (size_t i = 0; i < src->count; i++) {
        if (diags_grow(dst) != 0) {
            diag_release(&src->items[i]);
            dst->out_of_memory = 1;
            continue;
        }
        dst->items[dst->count++] = src->items[i];
    }
    dst->errors += src->errors;
    dst->out_of_memory |= src->out_of_memory;
    if (src->printed_len)
        mca_diags_print_out(dst, src->printed, src->printed_len);
    free(src->printed);
    free(src->items);
    mca_diags_init(src);
}
