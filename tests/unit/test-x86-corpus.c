/* Conformance of the x86 front end over tests/x86-corpus: for each input
 * line, the opcodes LLVM 22 picked and the text llvm-mca 22 printed (in the
 * input's syntax and in the other one), and for rejected lines the error
 * message and column.  Prints the rates and fails below the thresholds, so a
 * regression is caught.  The 32-bit corpus (att32.tsv, intel32.tsv,
 * errors32.tsv: LLVM with the i386 triple) is run in 32-bit mode the same
 * way.  X86_CORPUS_DIR overrides the corpus directory;
 * X86_CORPUS_VERBOSE=1 lists the mismatches. */
#include <config.h>

#include <stdlib.h>

#include "capture.h"
#include "mca/catalog.h"
#include "mca/target.h"
#include "mca/x86.h"
#include "tap.h"

/* Minimum rates in percent, per syntax: opcode, text, other-variant text;
 * then the error lines (message and column). */
static const double min_rate[2][3] = { { 99.99, 99.99, 99.99 }, { 99.99, 99.99, 99.99 } };
static const double min_err_rate = 99.0;

static const double min_rate32[2][3] = { { 99.9, 99.9, 99.9 }, { 99.9, 99.9, 99.9 } };
static const double min_err_rate32 = 99.0;

static int mode = 64;     /* the assembler's mode of the corpus being run */
static const char *sfx = ""; /* its file name suffix: "" or "32" */
static mca_catalog *cat;
static mca_x86 *fe;
static int verbose;

static char *path_join(const char *a, const char *b)
{
    size_t n = strlen(a) + strlen(b) + 2;
    char *p = malloc(n);
    if (p)
        snprintf(p, n, "%s/%s", a, b);
    return p;
}

/* Undo the corpus escapes (\t, \n, \\) in place. */
static void unescape(char *s)
{
    char *o = s;
    for (; *s; s++) {
        if (*s == '\\' && s[1]) {
            s++;
            *o++ = *s == 't' ? '\t' : *s == 'n' ? '\n' : *s;
        } else {
            *o++ = *s;
        }
    }
    *o = 0;
}

/* Split a TSV line into at most max fields (in place). */
static int split(char *line, char **f, int max)
{
    int n = 0;
    f[n++] = line;
    for (char *p = line; *p && n < max; p++)
        if (*p == '\t') {
            *p = 0;
            f[n++] = p + 1;
        }
    return n;
}

typedef struct {
    char *opcodes, *text, *other, *err;
    size_t err_col;
} result;

static void result_free(result *r)
{
    free(r->opcodes);
    free(r->text);
    free(r->other);
    free(r->err);
}

/* Parse one input line in a syntax; fill r. */
static void run(const char *input, int intel, result *r)
{
    memset(r, 0, sizeof *r);
    const char *hdr = intel ? ".intel_syntax noprefix\n" : "";
    size_t n = strlen(hdr) + strlen(input) + 2;
    char *text = malloc(n);
    snprintf(text, n, "%s%s\n", hdr, input);
    mca_diags d;
    mca_diags_init(&d);
    mca_source src;
    mca_scan scan;
    mca_source_from_memory(&src, "<stdin>", text, strlen(text), &d);
    mca_scan_source(&scan, &src, mca_syntax_rules_for("x86_64"), &d);
    for (int pass = 0; pass < 2; pass++) {
        int syntax = MCA_X86_ATT;
        mca_x86_options o = { pass == 0 ? -1 : !intel, 0, 0, mode, MCA_ASM_ELF, 0 };
        mca_inst *insts;
        size_t count;
        char *ops = NULL, *txt = NULL;
        size_t ol = 0, tl = 0;
        FILE *fo = open_memstream(&ops, &ol), *ft = open_memstream(&txt, &tl);
        if (mca_x86_parse(fe, &src, &scan, 0, (size_t)-1, &syntax, &o, &insts, &count, &d) == 0) {
            for (size_t i = 0; i < count; i++) {
                const mca_opcode *op = mca_catalog_opcode(cat, insts[i].opcode);
                fprintf(fo, "%s%s", i ? " " : "", op ? op->name : "?");
                fprintf(ft, "%s%s", i ? "\n" : "", insts[i].text);
                mca_inst_free(&insts[i]);
            }
            free(insts);
        } else if (pass == 0 && d.count && d.items[0].line) {
            r->err = strdup(d.items[0].message);
            r->err_col = d.items[0].col;
        }
        fclose(fo);
        fclose(ft);
        if (pass == 0) {
            r->opcodes = ops;
            r->text = txt;
        } else {
            free(ops);
            r->other = txt;
        }
        mca_diags_free(&d);
        mca_diags_init(&d);
    }
    mca_scan_free(&scan);
    mca_source_free(&src);
    mca_diags_free(&d);
    free(text);
}

/* Growable string, for the per-row results of a batch. */
typedef struct {
    char *p;
    size_t n, cap;
} sbuf;

static void sb_add(sbuf *b, const char *sep, const char *s)
{
    if (b->n)
        s = s ? s : "";
    size_t need = b->n + strlen(sep) + strlen(s) + 1;
    if (need > b->cap) {
        size_t cap = need * 2;
        char *p = realloc(b->p, cap);
        if (!p)
            abort();
        b->p = p;
        b->cap = cap;
    }
    if (b->n)
        strcpy(b->p + b->n, sep), b->n += strlen(sep);
    strcpy(b->p + b->n, s);
    b->n += strlen(s);
}

/* Parse all inputs as one source (one line each), in output variant
 * variant; per-row opcodes (ops, may be NULL) and texts. */
static void run_batch(char **inputs, size_t rows, int intel, int variant, sbuf *ops, sbuf *txt)
{
    size_t len = intel ? 23 : 0;
    for (size_t i = 0; i < rows; i++)
        len += strlen(inputs[i]) + 1;
    char *text = malloc(len + 1), *p = text;
    if (intel)
        p += sprintf(p, ".intel_syntax noprefix\n");
    for (size_t i = 0; i < rows; i++)
        p += sprintf(p, "%s\n", inputs[i]);
    mca_diags d;
    mca_diags_init(&d);
    mca_source src;
    mca_scan scan;
    mca_source_from_memory(&src, "<stdin>", text, (size_t)(p - text), &d);
    mca_scan_source(&scan, &src, mca_syntax_rules_for("x86_64"), &d);
    int syntax = MCA_X86_ATT;
    mca_x86_options o = { variant, 0, 1, mode, MCA_ASM_ELF, 0 };
    mca_inst *insts;
    size_t count;
    if (mca_x86_parse(fe, &src, &scan, 0, (size_t)-1, &syntax, &o, &insts, &count, &d) == 0) {
        for (size_t i = 0; i < count; i++) {
            size_t line, col;
            mca_source_locate(&src, insts[i].offset, &line, &col);
            size_t row = line - 1 - (intel ? 1 : 0);
            if (row < rows) {
                const mca_opcode *op = mca_catalog_opcode(cat, insts[i].opcode);
                if (ops)
                    sb_add(&ops[row], " ", op ? op->name : "?");
                sb_add(&txt[row], "\n", insts[i].text);
            }
            mca_inst_free(&insts[i]);
        }
        free(insts);
    }
    mca_scan_free(&scan);
    mca_source_free(&src);
    mca_diags_free(&d);
    free(text);
}

static void run_syntax(const char *dir, int intel)
{
    char file[32];
    snprintf(file, sizeof file, "%s%s.tsv", intel ? "intel" : "att", sfx);
    char *path = path_join(dir, file);
    FILE *f = path ? fopen(path, "r") : NULL;
    free(path);
    char label[128];
    if (!f) {
        printf("ok %d - # SKIP no %s corpus\n", ++tap_count, intel ? "intel" : "att");
        return;
    }
    char *line = NULL;
    size_t cap = 0, rows = 0, rcap = 0;
    char **fields = NULL; /* 4 per row: input, opcodes, text, other text */
    char **lines = NULL;
    while (getline(&line, &cap, f) > 0) {
        if (line[0] == '#')
            continue;
        line[strcspn(line, "\n")] = 0;
        char *fl[8];
        if (split(line, fl, 8) < 4)
            continue;
        if (rows == rcap) {
            rcap = rcap ? rcap * 2 : 1024;
            fields = realloc(fields, rcap * 4 * sizeof *fields);
            lines = realloc(lines, rcap * sizeof *lines);
            if (!fields || !lines)
                abort();
        }
        for (int k = 0; k < 4; k++) {
            unescape(fl[k]);
            fields[rows * 4 + k] = fl[k];
        }
        lines[rows++] = line;
        line = NULL;
        cap = 0;
    }
    free(line);
    fclose(f);
    char **inputs = malloc((rows ? rows : 1) * sizeof *inputs);
    sbuf *ops = calloc(rows ? rows : 1, sizeof *ops), *txt = calloc(rows ? rows : 1, sizeof *txt),
         *oth = calloc(rows ? rows : 1, sizeof *oth);
    if (!inputs || !ops || !txt || !oth)
        abort();
    for (size_t i = 0; i < rows; i++)
        inputs[i] = fields[i * 4];
    run_batch(inputs, rows, intel, -1, ops, txt);
    run_batch(inputs, rows, intel, !intel, NULL, oth);
    size_t same[3] = { 0, 0, 0 };
    for (size_t i = 0; i < rows; i++) {
        const char *got[3] = { ops[i].p ? ops[i].p : "", txt[i].p ? txt[i].p : "",
                               oth[i].p ? oth[i].p : "" };
        int ok[3];
        for (int k = 0; k < 3; k++) {
            ok[k] = strcmp(got[k], fields[i * 4 + 1 + k]) == 0;
            same[k] += (size_t)ok[k];
        }
        if (verbose && (!ok[0] || !ok[1] || !ok[2])) {
            result r;
            run(fields[i * 4], intel, &r);
            printf("# MISMATCH %s: %s\n#   want %s | %s | %s\n#   got  %s | %s | %s%s%s\n",
                   intel ? "intel" : "att", fields[i * 4], fields[i * 4 + 1], fields[i * 4 + 2],
                   fields[i * 4 + 3], got[0], got[1], got[2], r.err ? " | " : "",
                   r.err ? r.err : "");
            result_free(&r);
        }
        free(ops[i].p);
        free(txt[i].p);
        free(oth[i].p);
        free(lines[i]);
    }
    free(ops);
    free(txt);
    free(oth);
    free(inputs);
    free(fields);
    free(lines);
    static const char *const what[] = { "opcode", "text", "other-variant text" };
    for (int k = 0; k < 3; k++) {
        double rate = rows ? 100.0 * (double)same[k] / (double)rows : 100.0;
        double min = mode == 64 ? min_rate[intel][k] : min_rate32[intel][k];
        snprintf(label, sizeof label, "%s%s %s identical: %zu/%zu (%.2f%%), minimum %.2f%%",
                 intel ? "intel" : "att", sfx, what[k], same[k], rows, rate, min);
        tap_ok(rate >= min, label);
    }
}

static void run_errors(const char *dir)
{
    char file[32];
    snprintf(file, sizeof file, "errors%s.tsv", sfx);
    char *path = path_join(dir, file);
    FILE *f = path ? fopen(path, "r") : NULL;
    free(path);
    if (!f) {
        printf("ok %d - # SKIP no error corpus\n", ++tap_count);
        return;
    }
    char *line = NULL;
    size_t cap = 0, total = 0, same = 0;
    while (getline(&line, &cap, f) > 0) {
        if (line[0] == '#')
            continue;
        line[strcspn(line, "\n")] = 0;
        char *fl[7];
        if (split(line, fl, 7) < 5)
            continue;
        unescape(fl[1]);
        if (strstr(fl[4], "no instruction emitted") ||
            (!strcmp(fl[2], "llvm-mca") && !strcmp(fl[3], "0")))
            continue; /* not a parse error */
        int intel = strcmp(fl[0], "intel") == 0;
        result r;
        run(fl[1], intel, &r);
        total++;
        /* (whole: LLVM's jrcxz message is 3,900 characters long) */
        const char *want = fl[4];
        const char *msg = strncmp(want, "error: ", 7) == 0 ? want + 7 : want;
        int ok = r.err && strcmp(r.err, msg) == 0 &&
                 (strcmp(fl[3], "0") == 0 || r.err_col == strtoul(fl[3], NULL, 10));
        same += (size_t)ok;
        if (verbose && !ok)
            printf("# ERRMISMATCH %s: %s\n#   want %s:%s\n#   got  %zu:%s | %s\n", fl[0], fl[1],
                   fl[3], msg, r.err_col, r.err ? r.err : "(accepted)", r.text);
        result_free(&r);
    }
    free(line);
    fclose(f);
    double rate = total ? 100.0 * (double)same / (double)total : 100.0;
    char label[128];
    double min = mode == 64 ? min_err_rate : min_err_rate32;
    snprintf(label, sizeof label, "errors%s identical (message and column): %zu/%zu (%.2f%%), minimum %.2f%%",
             sfx, same, total, rate, min);
    tap_ok(rate >= min, label);
}

int main(void)
{
    const char *top = getenv("top_srcdir");
    const char *cdir = getenv("X86_CORPUS_DIR");
    verbose = getenv("X86_CORPUS_VERBOSE") != NULL;
    char *cpath = path_join(top ? top : "..", "libcore/models/x86-64/catalog");
    char *dir = cdir ? strdup(cdir) : path_join(top ? top : "..", "tests/x86-corpus");
    mca_diags d;
    mca_diags_init(&d);
    cat = mca_catalog_load(cpath, &d);
    free(cpath);
    if (tap_ok(cat != NULL, "catalog loads") && (fe = mca_x86_new(cat, &d)) != NULL) {
        run_syntax(dir, 0);
        run_syntax(dir, 1);
        run_errors(dir);
        mode = 32;
        sfx = "32";
        run_syntax(dir, 0);
        run_syntax(dir, 1);
        run_errors(dir);
    }
    free(dir);
    mca_x86_free(fe);
    mca_catalog_free(cat);
    mca_diags_free(&d);
    return tap_done();
}
