/* Conformance of the RISC-V front end over the TSV files of tests/riscv-fe (written by
 * tests/riscv-fe/gen from real compiler output with LLVM 22's llvm-mc):
 * for each line, the opcodes LLVM chose (several for a pseudo-instruction)
 * and the text its printer gives, or the column and message of its error.
 * Prints the rates and fails below the thresholds.  RISCV_FE_DIR overrides
 * the directory; RISCV_FE_VERBOSE=1 lists the mismatches. */
#include <config.h>

#include <stdlib.h>
#include <string.h>

#include "../../libcore/isa.h"
#include "mca/catalog.h"
#include "tap.h"

/* Minimum rates in percent: opcodes, text, errors (measured: 100% of
 * 36,246 lines; 34 of the 35 error lines, fli.d's literal being the one
 * left). */
static const double min_op = 99.9, min_text = 99.9, min_err = 95.0;

/* The files and the mode their lines are assembled in (riscv64, riscv32). */
static const struct { const char *name; int mode; } files[] = {
    { "rv64gc.tsv", 64 }, { "rv64gcv.tsv", 64 }, { "rv32gc.tsv", 32 }, { "errors.tsv", 64 },
    { "libs.tsv", 64 }, /* Debian's riscv64 libc, libm, libstdc++ through llvm-objdump-22 */
    { "zcb.tsv", 64 },  /* compressed lines with Zcb, Zba, Zbb (sifive-x390, tt-ascalon-d8) */
    { "mutations.tsv", 64 }, /* real lines mutated (operands, immediates) where we disagreed */
};

static void unescape(char *s)
{
    char *o = s;
    for (; *s; s++) {
        if (*s == '\\' && s[1]) {
            s++;
            *o++ = *s == 't' ? '\t' : *s;
        } else {
            *o++ = *s;
        }
    }
    *o = 0;
}

/* LLVM numbers the .Lpcrel_hiN labels of la/lla across a file; the
 * corpus runs each line alone, so the numbers are left out of the
 * comparison (in place). */
static void drop_label_numbers(char *s)
{
    char *o = s;
    for (char *p = s; *p;) {
        if (!strncmp(p, ".Lpcrel_hi", 10)) {
            memcpy(o, p, 10);
            o += 10;
            p += 10;
            while (*p >= '0' && *p <= '9')
                p++;
            continue;
        }
        *o++ = *p++;
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
    size_t lines, op_ok, text_ok, errs, err_ok;
} counts;

/* Run one line; fills the opcodes and texts joined as the TSV writes them,
 * or the error "COL:message". */
static void run_line(const mca_catalog *cat, const mca_frontend *fe, const char *line,
                     const char *mattr, int mode, char *ops, char *texts, char *err,
                     size_t size)
{
    mca_diags d;
    mca_diags_init(&d);
    mca_source src;
    ops[0] = texts[0] = err[0] = 0;
    char text[512];
    snprintf(text, sizeof text, "%s\n", line);
    if (mca_source_from_memory(&src, "<stdin>", text, strlen(text), &d) != 0) {
        mca_diags_free(&d);
        return;
    }
    mca_scan scan;
    if (mca_scan_source(&scan, &src, &mca_isa_riscv.syntax, &d) == 0) {
        mca_parse_options o = { -1, 0, 0, mode, NULL, mattr, NULL, false };
        mca_inst *insts = NULL;
        size_t n = 0;
        int variant;
        if (mca_isa_riscv.parse(fe, &src, &scan, &o, &insts, &n, &variant, &d) == 0) {
            for (size_t i = 0; i < n; i++) {
                const mca_opcode *op = mca_catalog_opcode(cat, insts[i].opcode);
                size_t l = strlen(ops), t = strlen(texts);
                snprintf(ops + l, size - l, "%s%s", i ? " " : "", op ? op->name : "?");
                snprintf(texts + t, size - t, "%s%s", i ? " | " : "",
                         insts[i].text ? insts[i].text : "?");
                mca_inst_free(&insts[i]);
            }
            free(insts);
        } else if (d.count && d.items[0].col) {
            snprintf(err, size, "%zu:%s", d.items[0].col, d.items[0].message);
        }
        mca_scan_free(&scan);
    }
    mca_source_free(&src);
    mca_diags_free(&d);
}

static void run_file(const mca_catalog *cat, const mca_frontend *fe, const char *path,
                     int mode, counts *k, int verbose)
{
    FILE *f = fopen(path, "r");
    if (!f)
        return;
    char line[4096];
    while (fgets(line, sizeof line, f)) {
        line[strcspn(line, "\n")] = 0;
        if (line[0] == '#' || !line[0])
            continue;
        char *fl[5];
        if (split(line, fl, 5) < 5)
            continue;
        for (int i = 0; i < 5; i++)
            unescape(fl[i]);
        char ops[1024], texts[2048], err[1024];
        run_line(cat, fe, fl[0], fl[1], mode, ops, texts, err, sizeof ops);
        if (fl[4][0]) {
            k->errs++;
            int same = !strcmp(err, fl[4]);
            k->err_ok += same;
            if (!same && verbose)
                printf("# ERR  %s\n#   got  %s\n#   want %s\n", fl[0], err, fl[4]);
            continue;
        }
        k->lines++;
        drop_label_numbers(texts);
        drop_label_numbers(fl[3]);
        int op_same = !strcmp(ops, fl[2]), text_same = !strcmp(texts, fl[3]);
        k->op_ok += op_same;
        k->text_ok += text_same;
        if ((!op_same || !text_same) && verbose)
            printf("# LINE %s\n#   got  %s | %s %s\n#   want %s | %s\n", fl[0], ops, texts, err,
                   fl[2], fl[3]);
    }
    fclose(f);
}

static double pct(size_t a, size_t b)
{
    return b ? 100.0 * (double)a / (double)b : 100.0;
}

int main(void)
{
    const char *dir = getenv("RISCV_FE_DIR");
    const char *top = getenv("top_srcdir");
    char dbuf[1024];
    if (!dir) {
        snprintf(dbuf, sizeof dbuf, "%s/tests/riscv-fe", top ? top : ".");
        dir = dbuf;
    }
    int verbose = getenv("RISCV_FE_VERBOSE") != NULL;
    mca_diags d;
    mca_diags_init(&d);
    mca_catalog *cat = mca_catalog_open("riscv64", &d);
    tap_ok(cat != NULL, "riscv64 catalog");
    mca_frontend *fe = cat ? mca_isa_riscv.new_frontend(cat, &d) : NULL;
    tap_ok(fe != NULL, "front end");
    counts k = { 0, 0, 0, 0, 0 };
    for (size_t i = 0; fe && i < sizeof files / sizeof *files; i++) {
        char path[1200];
        snprintf(path, sizeof path, "%s/%s", dir, files[i].name);
        run_file(cat, fe, path, files[i].mode, &k, verbose);
    }
    printf("# %zu lines: opcodes %.2f%%, text %.2f%%; %zu error lines: %.2f%%\n", k.lines,
           pct(k.op_ok, k.lines), pct(k.text_ok, k.lines), k.errs, pct(k.err_ok, k.errs));
    tap_ok(k.lines >= 1000, "at least 1000 lines read");
    tap_ok(pct(k.op_ok, k.lines) >= min_op, "opcode agreement");
    tap_ok(pct(k.text_ok, k.lines) >= min_text, "text agreement");
    if (k.errs)
        tap_ok(pct(k.err_ok, k.errs) >= min_err, "error agreement");
    if (fe)
        mca_isa_riscv.free_frontend(fe);
    mca_catalog_free(cat);
    mca_diags_free(&d);
    return tap_done();
}
