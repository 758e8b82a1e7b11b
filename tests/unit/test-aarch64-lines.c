/* Conformance of the AArch64 front end over real lines: each line of a TSV
 * (input, LLVM 22's opcode, the text llvm-mc 22 prints, the MCInst
 * operands) is parsed, and the opcode, the text and the operands are
 * compared (through the public front matter, mca_program_load, as both
 * tools read their input, with -skip-unsupported-instructions=any).
 * Prints the rates and fails below the thresholds, so a regression is
 * caught.  The files are tests/aarch64-lines/{tune,heldout,fresh,fresh2,
 * fresh2-sve,fresh3,fresh4,fixes}.tsv (see the README there); AARCH64_LINES=FILE runs one
 * other file (thresholds then only reported), AARCH64_LINES_VERBOSE=1 lists
 * the mismatches.  errors.tsv:
 * lines llvm-mca rejects, each with its message, column and caret width. */
#include <config.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <unistd.h>

#include "mca/catalog.h"
#include "mca/options.h"
#include "mca/program.h"
#include "tap.h"

typedef struct {
    const char *file;
    double min_opcode, min_text, min_ops; /* percent */
} corpus;

static const corpus corpora[] = {
    { "tune.tsv", 99.8, 99.8, 99.2 },
    { "heldout.tsv", 99.9, 99.9, 99.9 },
    { "fresh.tsv", 99.9, 99.9, 99.9 },
    { "fresh2.tsv", 99.9, 99.9, 99.9 },
    { "fresh2-sve.tsv", 99.9, 99.9, 99.9 },
    { "fresh3.tsv", 99.9, 99.9, 99.9 },
    { "fresh4.tsv", 99.9, 99.9, 99.9 },
    { "fixes.tsv", 100.0, 100.0, 100.0 },
    { "sme.tsv", 100.0, 100.0, 100.0 },
};

static int verbose;

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
    char *input, *opcode, *text, *ops;
} row;

static char *read_all(const char *path, size_t *len)
{
    FILE *f = fopen(path, "rb");
    if (!f)
        return NULL;
    size_t cap = 1 << 20, n = 0;
    char *buf = malloc(cap);
    while (buf) {
        if (n + 4096 > cap) {
            char *nb = realloc(buf, cap *= 2);
            if (!nb) {
                free(buf);
                buf = NULL;
                break;
            }
            buf = nb;
        }
        size_t k = fread(buf + n, 1, cap - n - 1, f);
        if (!k)
            break;
        n += k;
    }
    fclose(f);
    if (buf)
        buf[n] = 0;
    *len = n;
    return buf;
}

/* The operands as the TSV writes them: register names, numbers, e. */
static void ops_text(const mca_catalog *cat, const mca_inst *in, char *out, size_t size)
{
    size_t o = 0;
    out[0] = 0;
    for (unsigned i = 0; i < in->op_count && o + 32 < size; i++) {
        const mca_operand *op = &in->ops[i];
        if (i)
            out[o++] = ',';
        if (op->kind == MCA_OPERAND_REG) {
            const mca_register *r = mca_catalog_register(cat, op->reg);
            o += (size_t)snprintf(out + o, size - o, "%s",
                                  op->reg == 0 ? "NoRegister" : r && r->name ? r->name : "?");
        } else if (op->kind == MCA_OPERAND_EXPR) {
            out[o++] = 'e';
            out[o] = 0;
        } else {
            o += (size_t)snprintf(out + o, size - o, "%lld", (long long)op->imm);
        }
    }
}

static void run(const char *path, const corpus *cp)
{
    size_t len;
    char *data = read_all(path, &len);
    if (!tap_ok(data != NULL, path)) {
        free(data);
        return;
    }
    size_t cap = 1024, n = 0;
    row *rows = malloc(cap * sizeof *rows);
    for (char *line = data, *next; rows && line && *line; line = next) {
        next = strchr(line, '\n');
        if (next)
            *next++ = 0;
        if (line[0] == '#' || !line[0])
            continue;
        char *f[4] = { 0 };
        if (split(line, f, 4) < 3)
            continue;
        if (n == cap) {
            row *nr = realloc(rows, (cap *= 2) * sizeof *rows);
            if (!nr)
                break;
            rows = nr;
        }
        unescape(f[0]);
        unescape(f[2]);
        rows[n].input = f[0];
        rows[n].opcode = f[1];
        rows[n].text = f[2];
        rows[n].ops = f[3] ? f[3] : "";
        n++;
    }
    /* one source, one line per row; a movprfx row ends with "; brk #0",
     * which LLVM lets follow a movprfx, so that the next row (unrelated
     * code) is not checked as the movprfx's partner */
    static const char brk[] = " ; brk #0";
    size_t tlen = 0;
    for (size_t i = 0; i < n; i++)
        tlen += strlen(rows[i].input) + sizeof brk;
    char *text = malloc(tlen + 1);
    size_t o = 0;
    for (size_t i = 0; text && i < n; i++) {
        size_t l = strlen(rows[i].input);
        memcpy(text + o, rows[i].input, l);
        o += l;
        if (!strncmp(rows[i].input, "movprfx", 7)) {
            memcpy(text + o, brk, sizeof brk - 1);
            o += sizeof brk - 1;
        }
        text[o++] = '\n';
    }
    if (text)
        text[o] = 0;
    mca_diags d;
    mca_diags_init(&d);
    size_t ok_op = 0, ok_text = 0, ok_ops = 0, parsed = 0;
    char tmp[] = "/tmp/test-aarch64-lines-XXXXXX";
    int fd = text ? mkstemp(tmp) : -1;
    FILE *tf = fd >= 0 ? fdopen(fd, "w") : NULL;
    if (tf) {
        fwrite(text, 1, o, tf);
        fclose(tf);
        mca_options opt;
        mca_options_init(&opt);
        opt.input = tmp;
        opt.mtriple = "aarch64";
        opt.mcpu = getenv("AARCH64_LINES_CPU") ? getenv("AARCH64_LINES_CPU") : "neoverse-v2";
        /* the corpora were read by llvm-mc with every extension on */
        opt.mattr = "+all";
        opt.skip_unsupported = MCA_SKIP_ANY;
        mca_program p;
        memset(&p, 0, sizeof p);
        if (mca_program_load(&p, &opt, &d) == MCA_PROGRAM_OK) {
            const mca_catalog *pc = p.catalog;
            char *seen = calloc(n + 1, 1);
            for (size_t i = 0; i < p.inst_count; i++) {
                size_t line, col;
                mca_source_locate(&p.input.source, p.insts[i].offset, &line, &col);
                if (line < 1 || line > n || !seen || seen[line - 1])
                    continue;
                seen[line - 1] = 1;
                parsed++;
                const row *r = &rows[line - 1];
                const mca_opcode *op = mca_catalog_opcode(pc, p.insts[i].opcode);
                int same_op = op && !strcmp(op->name, r->opcode);
                int same_text = p.insts[i].text && !strcmp(p.insts[i].text, r->text);
                char ops[512];
                ops_text(pc, &p.insts[i], ops, sizeof ops);
                /* a corpus without operands (tests/aarch64-corpus) compares none */
                int same_ops = !r->ops[0] || !strcmp(ops, r->ops);
                ok_op += same_op;
                ok_text += same_text;
                ok_ops += same_ops;
                if (verbose && (!same_op || !same_text || !same_ops))
                    printf("# %s | want %s \"%s\" [%s] | got %s \"%s\" [%s]\n", r->input,
                           r->opcode, r->text, r->ops, op ? op->name : "?",
                           p.insts[i].text ? p.insts[i].text : "", ops);
            }
            if (verbose)
                for (size_t i = 0; seen && i < n; i++)
                    if (!seen[i])
                        printf("# %s | want %s \"%s\" | rejected\n", rows[i].input,
                               rows[i].opcode, rows[i].text);
            free(seen);
        } else if (verbose) {
            mca_diags_print(&d, stdout);
        }
        mca_program_free(&p);
        unlink(tmp);
    }
    mca_diags_free(&d);
    double r_op = n ? 100.0 * (double)ok_op / (double)n : 0;
    double r_text = n ? 100.0 * (double)ok_text / (double)n : 0;
    double r_ops = n ? 100.0 * (double)ok_ops / (double)n : 0;
    printf("# %s: %zu lines, %zu parsed; opcode %zu (%.2f%%), text %zu (%.2f%%), "
           "operands %zu (%.2f%%)\n", path, n, parsed, ok_op, r_op, ok_text, r_text, ok_ops,
           r_ops);
    if (cp) {
        char name[256];
        snprintf(name, sizeof name, "%s: opcode >= %.1f%%", cp->file, cp->min_opcode);
        tap_ok(r_op >= cp->min_opcode, name);
        snprintf(name, sizeof name, "%s: text >= %.1f%%", cp->file, cp->min_text);
        tap_ok(r_text >= cp->min_text, name);
        snprintf(name, sizeof name, "%s: operands >= %.1f%%", cp->file, cp->min_ops);
        tap_ok(r_ops >= cp->min_ops, name);
    }
    free(text);
    free(rows);
    free(data);
}

/* errors.tsv: lines llvm-mca rejects, with the column, caret width and
 * message of its error.  All are read as one input (each line reports its
 * own error); every one must match. */
static void run_errors(const char *path)
{
    size_t len;
    char *data = read_all(path, &len);
    if (!tap_ok(data != NULL, path)) {
        free(data);
        return;
    }
    size_t n = 0, cap = 64;
    row *rows = malloc(cap * sizeof *rows);
    char *text = malloc(len + 1);
    size_t o = 0;
    for (char *line = data, *next; rows && text && line && *line; line = next) {
        next = strchr(line, '\n');
        if (next)
            *next++ = 0;
        if (line[0] == '#' || !line[0])
            continue;
        char *f[4] = { 0 };
        if (split(line, f, 4) < 4)
            continue;
        if (n == cap) {
            row *nr = realloc(rows, (cap *= 2) * sizeof *rows);
            if (!nr)
                break;
            rows = nr;
        }
        unescape(f[0]);
        rows[n].input = f[0];
        rows[n].opcode = f[1]; /* column */
        rows[n].text = f[3];   /* message */
        rows[n].ops = f[2];    /* caret width */
        n++;
        size_t l = strlen(f[0]);
        memcpy(text + o, f[0], l);
        o += l;
        text[o++] = '\n';
    }
    size_t ok = 0;
    char tmp[] = "/tmp/test-aarch64-errors-XXXXXX";
    int fd = text ? mkstemp(tmp) : -1;
    FILE *tf = fd >= 0 ? fdopen(fd, "w") : NULL;
    if (tf) {
        fwrite(text, 1, o, tf);
        fclose(tf);
        mca_diags d;
        mca_diags_init(&d);
        mca_options opt;
        mca_options_init(&opt);
        opt.input = tmp;
        opt.mtriple = "aarch64";
        opt.mcpu = "neoverse-v2";
        mca_program p;
        memset(&p, 0, sizeof p);
        tap_ok(mca_program_load(&p, &opt, &d) == MCA_PROGRAM_ERROR, "errors.tsv: rejected");
        for (size_t i = 0; i < n; i++) {
            const mca_diag *g = NULL;
            for (size_t k = 0; k < d.count && !g; k++)
                if (d.items[k].line == i + 1 && d.items[k].kind == MCA_DIAG_ERROR)
                    g = &d.items[k];
            size_t col = strtoul(rows[i].opcode, NULL, 10), span = strtoul(rows[i].ops, NULL, 10);
            int same = g && g->col == col && (g->span ? g->span : 1) == span && g->message &&
                       !strcmp(g->message, rows[i].text);
            ok += same;
            if (verbose && !same)
                printf("# %s | want %zu/%zu %s | got %zu/%zu %s\n", rows[i].input, col, span,
                       rows[i].text, g ? g->col : 0, g ? g->span : 0,
                       g && g->message ? g->message : "(none)");
        }
        mca_program_free(&p);
        mca_diags_free(&d);
        unlink(tmp);
    }
    printf("# %s: %zu lines, %zu errors identical (message, column, caret)\n", path, n, ok);
    tap_ok(n > 0 && ok == n, "errors.tsv: every error as llvm-mca reports it");
    free(text);
    free(rows);
    free(data);
}

int main(void)
{
    verbose = getenv("AARCH64_LINES_VERBOSE") != NULL;
    const char *one = getenv("AARCH64_LINES");
    if (one) {
        run(one, NULL);
    } else {
        const char *dir = getenv("srcdir") ? getenv("srcdir") : ".";
        for (size_t i = 0; i < sizeof corpora / sizeof *corpora; i++) {
            char path[1024];
            snprintf(path, sizeof path, "%s/tests/aarch64-lines/%s", dir, corpora[i].file);
            run(path, &corpora[i]);
        }
        char path[1024];
        snprintf(path, sizeof path, "%s/tests/aarch64-lines/errors.tsv", dir);
        run_errors(path);
    }
    return tap_done();
}
