/* Unit tests of catalog: loading the shipped x86-64 catalog and rejecting
 * malformed files with located errors; the catalog compiled into
 * libmcacore (mca_catalog_open) holds exactly what the text file does. */
#include <config.h>

#include <ctype.h>
#include <stdlib.h>
#include <threads.h>

#include "capture.h"
#include "mca/catalog.h"
#include "tap.h"

static char *path_in_srcdir(const char *rel)
{
    const char *top = getenv("top_srcdir");
    size_t n = strlen(top ? top : "..") + strlen(rel) + 2;
    char *p = malloc(n);
    snprintf(p, n, "%s/%s", top ? top : "..", rel);
    return p;
}

static void test_mnemonics(const mca_catalog *c);

static void test_shipped(void)
{
    mca_diags d;
    mca_diags_init(&d);
    char *path = path_in_srcdir("libcore/models/x86-64/catalog");
    mca_catalog *c = mca_catalog_load(path, &d);
    free(path);
    if (!tap_ok(c != NULL, "the shipped x86-64 catalog loads")) {
        char *s = render_diags(&d);
        printf("# %s\n", s);
        free(s);
        mca_diags_free(&d);
        return;
    }
    tap_is_str(mca_catalog_target(c), "x86-64", "target name");
    const mca_opcode *add = mca_catalog_opcode_named(c, "ADD32rr", 7);
    tap_ok(add != NULL, "ADD32rr present");
    if (add) {
        tap_is_num(add->defs, 1, "ADD32rr defines one operand");
        tap_is_num(add->op_count, 3, "ADD32rr has three operands");
        tap_is_num(add->ops[1].tied, 0, "operand 1 tied to 0");
        tap_ok(add->idef_count == 1, "one implicit def (EFLAGS)");
        tap_ok(add->form_count >= 2 && add->forms[0].variant == MCA_FORM_ATT,
               "AT&T and Intel forms");
        tap_ok(mca_catalog_opcode(c, add->number) == add, "lookup by number");
        tap_ok(add->flags & MCA_OPF_COMMUTABLE, "commutable flag");
        tap_ok((add->flags & (MCA_OPF_OPSIZE32 | MCA_OPF_OPSIZE16)) == MCA_OPF_OPSIZE32,
               "ADD32rr: OpSize32 (x86-encoding: 0x66 under .code16)");
    }
    const mca_opcode *o16 = mca_catalog_opcode_named(c, "MOV16ao32", 9);
    tap_ok(o16 && (o16->flags & MCA_OPF_OPSIZE16) && (o16->flags & MCA_OPF_ADSIZE32) &&
               !(o16->flags & (MCA_OPF_OPSIZE32 | MCA_OPF_ADSIZE16 | MCA_OPF_REX_W)),
           "MOV16ao32: OpSize16, AdSize32");
    const mca_opcode *cvt = mca_catalog_opcode_named(c, "CVTSI642SDrm", 12);
    const mca_opcode *vcvt = mca_catalog_opcode_named(c, "VCVTSI642SDrm", 13);
    tap_ok(cvt && (cvt->flags & MCA_OPF_REX_W) && vcvt && !(vcvt->flags & MCA_OPF_REX_W),
           "REX.W of the legacy encoding only");
    unsigned eax = 0, ax = 0, al = 0, ah = 0, rax = 0;
    tap_ok(mca_catalog_register_named(c, "eax", 3, &eax) &&
           mca_catalog_register_named(c, "AX", 2, &ax) &&
           mca_catalog_register_named(c, "al", 2, &al) &&
           mca_catalog_register_named(c, "AH", 2, &ah) &&
           mca_catalog_register_named(c, "RAX", 3, &rax), "registers by name, any case");
    tap_ok(mca_catalog_regs_overlap(c, eax, al) && mca_catalog_regs_overlap(c, ah, rax),
           "sub- and super-registers overlap");
    tap_ok(!mca_catalog_regs_overlap(c, al, ah), "AL and AH do not overlap");
    const mca_opcode *vadd = mca_catalog_opcode_named(c, "VADDPSZrmbk", 11);
    tap_ok(vadd && (vadd->flags & MCA_OPF_LOAD) && vadd->mem_bits == 32,
           "AVX-512 broadcast load: load flag and 32-bit memory operand");
    tap_ok(mca_catalog_sched_class_count(c) > 1000, "scheduling class names");
    test_mnemonics(c);
    mca_catalog_free(c);
    mca_diags_free(&d);
}

static void test_mnemonics(const mca_catalog *c)
{
    const mca_form_ref *refs;
    const mca_opcode *add = mca_catalog_opcode_named(c, "ADD32rr", 7);
    size_t n = mca_catalog_forms_named(c, MCA_FORM_ATT, "ADDL", 4, &refs);
    bool found = false, ordered = true;
    for (size_t i = 0; i < n; i++) {
        found |= add && refs[i].opcode == add->number;
        ordered &= i == 0 || refs[i - 1].opcode < refs[i].opcode ||
                   (refs[i - 1].opcode == refs[i].opcode && refs[i - 1].form < refs[i].form);
    }
    tap_ok(found && ordered, "forms named addl (any case) include ADD32rr, in opcode order");
    n = mca_catalog_forms_named(c, MCA_FORM_INTEL, "add", 3, &refs);
    found = false;
    for (size_t i = 0; i < n; i++)
        found |= add && refs[i].opcode == add->number &&
                 add->forms[refs[i].form].variant == MCA_FORM_INTEL;
    tap_ok(found, "Intel forms named add include ADD32rr's");
    tap_ok(mca_catalog_forms_named(c, MCA_FORM_ATT, "add", 3, &refs) == 0 &&
           mca_catalog_forms_named(c, MCA_FORM_ATT, "nosuch", 6, &refs) == 0,
           "no AT&T forms named add or nosuch");
}

#ifdef MCA_BUILTIN_MODELS
static bool same_list(const unsigned *a, unsigned na, const unsigned *b, unsigned nb)
{
    return na == nb && (na == 0 || memcmp(a, b, na * sizeof *a) == 0);
}

static bool same_form(const mca_form *a, const mca_form *b)
{
    return a->variant == b->variant && a->pick == b->pick &&
           a->fixed_operand == b->fixed_operand && a->fixed_value == b->fixed_value &&
           a->rv32_only == b->rv32_only && strcmp(a->text, b->text) == 0;
}

static bool same_opcode(const mca_opcode *a, const mca_opcode *b)
{
    if (!a || !b)
        return a == b;
    bool same = a->number == b->number && strcmp(a->name, b->name) == 0 &&
                a->sched_class == b->sched_class && a->defs == b->defs &&
                a->op_count == b->op_count && a->flags == b->flags &&
                a->clears_super == b->clears_super && a->mem_bits == b->mem_bits &&
                same_list(a->idefs, a->idef_count, b->idefs, b->idef_count) &&
                same_list(a->iuses, a->iuse_count, b->iuses, b->iuse_count) &&
                a->form_count == b->form_count &&
                (a->op_count == 0 || memcmp(a->ops, b->ops, a->op_count * sizeof *a->ops) == 0);
    for (unsigned k = 0; same && k < a->form_count; k++)
        same = same_form(&a->forms[k], &b->forms[k]);
    return same;
}

/* Count the opcodes that differ, and those whose name does not find them. */
static void compare_opcodes(const mca_catalog *text, const mca_catalog *bin,
                            unsigned *differ, unsigned *unnamed)
{
    *differ = *unnamed = 0;
    for (unsigned n = 0; n < mca_catalog_opcode_limit(text) + 2; n++) {
        const mca_opcode *a = mca_catalog_opcode(text, n), *b = mca_catalog_opcode(bin, n);
        *differ += !same_opcode(a, b);
        unsigned num;
        if (a && (mca_catalog_opcode_named(bin, a->name, strlen(a->name)) != b ||
                  !mca_catalog_opcode_number(bin, a->name, strlen(a->name), &num) || num != n))
            (*unnamed)++;
    }
}

/* Count the registers (by number and by name in either case) and
 * register classes that differ. */
static unsigned compare_registers(const mca_catalog *text, const mca_catalog *bin)
{
    unsigned differ = 0;
    for (unsigned n = 0; n < mca_catalog_register_limit(text) + 2; n++) {
        const mca_register *a = mca_catalog_register(text, n), *b = mca_catalog_register(bin, n);
        if (!a || !b) {
            differ += a != b;
            continue;
        }
        differ += strcmp(a->name, b->name) != 0 ||
                  !same_list(a->subs, a->sub_count, b->subs, b->sub_count) ||
                  !same_list(a->supers, a->super_count, b->supers, b->super_count);
        char lower[64];
        size_t len = strlen(a->name);
        for (size_t i = 0; i <= len && i < sizeof lower; i++)
            lower[i] = (char)tolower((unsigned char)a->name[i]);
        unsigned x, y, u, v;
        bool fx = mca_catalog_register_named(text, lower, len, &x);
        bool fy = mca_catalog_register_named(bin, lower, len, &y);
        bool fu = mca_catalog_register_named(text, a->name, len, &u);
        bool fv = mca_catalog_register_named(bin, a->name, len, &v);
        differ += fx != fy || (fx && x != y) || fu != fv || (fu && u != v);
    }
    for (unsigned i = 0; i < mca_catalog_regclass_count(text) + 2; i++) {
        const mca_regclass *a = mca_catalog_regclass(text, i), *b = mca_catalog_regclass(bin, i);
        if (!a || !b)
            differ += a != b;
        else
            differ += strcmp(a->name, b->name) != 0 || a->bits != b->bits ||
                      !same_list(a->regs, a->reg_count, b->regs, b->reg_count);
    }
    return differ;
}

/* The first word of a form after its "{...} " prefixes. */
static size_t form_word(const char *text, const char **word)
{
    while (*text == '{' && strchr(text, '}') && strchr(text, '}')[1] == ' ')
        text = strchr(text, '}') + 2;
    *word = text;
    return strcspn(text, " ");
}

/* Count the forms that forms_named misses, or finds differently in the
 * two catalogs. */
static unsigned compare_mnemonics(const mca_catalog *text, const mca_catalog *bin)
{
    unsigned bad = 0;
    for (unsigned n = 0; n < mca_catalog_opcode_limit(text); n++) {
        const mca_opcode *op = mca_catalog_opcode(text, n);
        for (unsigned k = 0; op && k < op->form_count; k++) {
            const char *w;
            size_t len = form_word(op->forms[k].text, &w);
            const mca_form_ref *a = NULL, *b = NULL;
            size_t na = mca_catalog_forms_named(text, op->forms[k].variant, w, len, &a);
            size_t nb = mca_catalog_forms_named(bin, op->forms[k].variant, w, len, &b);
            bool found = false;
            for (size_t i = 0; i < na; i++)
                found |= a[i].opcode == n && a[i].form == k;
            bad += !found || na != nb || memcmp(a, b, na * sizeof *a) != 0;
        }
    }
    return bad;
}

/* Count the rvv records that differ. */
static unsigned compare_rvv(const mca_catalog *text, const mca_catalog *bin, unsigned *total)
{
    unsigned differ = 0;
    *total = 0;
    for (unsigned n = 0; n < mca_catalog_opcode_limit(text) + 2; n++) {
        const mca_rvv_class *a = NULL, *b = NULL;
        size_t na = mca_catalog_rvv_classes(text, n, &a), nb = mca_catalog_rvv_classes(bin, n, &b);
        *total += (unsigned)na;
        if (na != nb) {
            differ++;
            continue;
        }
        for (size_t i = 0; i < na; i++)
            differ += a[i].opcode != n || b[i].opcode != n || a[i].lmul != b[i].lmul ||
                      a[i].sew != b[i].sew || a[i].sched_class != b[i].sched_class ||
                      strcmp(a[i].pseudo, b[i].pseudo) != 0 ||
                      (i > 0 && (a[i - 1].lmul > a[i].lmul ||
                                 (a[i - 1].lmul == a[i].lmul && a[i - 1].sew > a[i].sew)));
    }
    return differ;
}

/* The compiled catalog of target equals its text file. */
/* mca_catalog_opcode_brief and mca_catalog_form: what mca_catalog_opcode
 * makes, field by field, without the forms array; the count of opcodes
 * (or forms) that differ. */
static unsigned compare_brief(const mca_catalog *c)
{
    unsigned differ = 0;
    mca_opcode b;
    mca_form f;
    for (unsigned n = 0; n <= mca_catalog_opcode_limit(c); n++) {
        const mca_opcode *op = mca_catalog_opcode(c, n);
        if (!mca_catalog_opcode_brief(c, n, &b)) {
            differ += op != NULL;
            continue;
        }
        if (!op || b.forms || b.number != op->number || b.name != op->name ||
            b.sched_class != op->sched_class || b.defs != op->defs || b.ops != op->ops ||
            b.op_count != op->op_count || b.flags != op->flags || b.idefs != op->idefs ||
            b.iuses != op->iuses || b.idef_count != op->idef_count ||
            b.iuse_count != op->iuse_count || b.clears_super != op->clears_super ||
            b.mem_bits != op->mem_bits || b.form_count != op->form_count) {
            differ++;
            continue;
        }
        for (unsigned k = 0; k <= op->form_count; k++) {
            bool got = mca_catalog_form(c, n, k, &f);
            if (k == op->form_count)
                differ += got;
            else if (!got || f.variant != op->forms[k].variant || f.pick != op->forms[k].pick ||
                     f.fixed_operand != op->forms[k].fixed_operand ||
                     f.fixed_value != op->forms[k].fixed_value ||
                     strcmp(f.text, op->forms[k].text) != 0 ||
                     f.rv32_only != op->forms[k].rv32_only)
                differ++;
        }
    }
    return differ;
}

static void test_compiled_target(const char *target)
{
    mca_diags d;
    mca_diags_init(&d);
    char rel[64];
    snprintf(rel, sizeof rel, "libcore/models/%s/catalog", target);
    char *path = path_in_srcdir(rel);
    mca_catalog *text = mca_catalog_load(path, &d);
    free(path);
    unsetenv("MCA_MODELS_DIR");
    mca_catalog *bin = mca_catalog_open(target, &d);
    char name[128];
    snprintf(name, sizeof name, "%s: text and compiled catalogs load", target);
    if (!tap_ok(text && bin, name)) {
        char *s = render_diags(&d);
        printf("# %s\n", s ? s : "");
        free(s);
        mca_catalog_free(text);
        mca_catalog_free(bin);
        mca_diags_free(&d);
        return;
    }
    bool same = strcmp(mca_catalog_target(bin), mca_catalog_target(text)) == 0 &&
                strcmp(mca_catalog_triple(bin), mca_catalog_triple(text)) == 0 &&
                mca_catalog_opcode_limit(bin) == mca_catalog_opcode_limit(text) &&
                mca_catalog_register_limit(bin) == mca_catalog_register_limit(text) &&
                mca_catalog_regclass_count(bin) == mca_catalog_regclass_count(text);
    snprintf(name, sizeof name, "%s compiled: target, triple and counts", target);
    tap_ok(same, name);
    unsigned differ, unnamed;
    compare_opcodes(text, bin, &differ, &unnamed);
    snprintf(name, sizeof name, "%s compiled: every opcode, operand and form as in the text",
             target);
    tap_is_num(differ, 0, name);
    snprintf(name, sizeof name, "%s compiled: every opcode found by its name", target);
    tap_is_num(unnamed, 0, name);
    snprintf(name, sizeof name, "%s compiled: registers and classes as in the text", target);
    tap_is_num(compare_registers(text, bin), 0, name);
    snprintf(name, sizeof name, "%s: opcodes and forms described without making them", target);
    tap_is_num(compare_brief(text) + compare_brief(bin), 0, name);
    snprintf(name, sizeof name, "%s compiled: every form found by its mnemonic", target);
    tap_is_num(compare_mnemonics(text, bin), 0, name);
    unsigned total;
    snprintf(name, sizeof name, "%s compiled: rvv records as in the text, sorted", target);
    tap_is_num(compare_rvv(text, bin, &total), 0, name);
    if (strcmp(target, "riscv64") == 0)
        tap_ok(total > 1000, "riscv64 has rvv records");
    unsigned names = mca_catalog_sched_class_count(text) == mca_catalog_sched_class_count(bin);
    for (unsigned i = 0; names && i < mca_catalog_sched_class_count(text); i++)
        names = strcmp(mca_catalog_sched_class_name(text, i),
                       mca_catalog_sched_class_name(bin, i)) == 0;
    snprintf(name, sizeof name, "%s compiled: scheduling class names", target);
    tap_ok(names && !mca_catalog_sched_class_name(bin, mca_catalog_sched_class_count(bin)), name);
    mca_catalog_free(bin);
    mca_catalog_free(text);
    mca_diags_free(&d);
}

/* Threads racing to make every opcode of one catalog get the same ones. */
typedef struct {
    const mca_catalog *c;
    unsigned start;
    const mca_opcode **seen;    /* by number */
} race;

static int race_all(void *arg)
{
    race *r = arg;
    unsigned limit = mca_catalog_opcode_limit(r->c);
    for (unsigned i = 0; i < limit; i++) {
        unsigned n = (r->start + i) % limit;
        r->seen[n] = mca_catalog_opcode(r->c, n);
    }
    return 0;
}

static void test_threads(void)
{
    mca_diags d;
    mca_diags_init(&d);
    mca_catalog *c = mca_catalog_open("x86-64", &d);
    unsigned limit = c ? mca_catalog_opcode_limit(c) : 0;
    race r[4];
    thrd_t t[4];
    int started = 0;
    for (int i = 0; c && i < 4; i++) {
        r[i] = (race){ c, (unsigned)i * limit / 4, calloc(limit + 1, sizeof *r[i].seen) };
        if (!r[i].seen || thrd_create(&t[i], race_all, &r[i]) != thrd_success) {
            free(r[i].seen);
            break;
        }
        started++;
    }
    for (int i = 0; i < started; i++)
        thrd_join(t[i], NULL);
    unsigned differ = 0;
    for (unsigned n = 0; n < limit; n++)
        for (int i = 0; i < started; i++)
            differ += r[i].seen[n] != mca_catalog_opcode(c, n);
    tap_ok(started == 4 && differ == 0,
           "compiled: threads racing to make opcodes get the same ones");
    for (int i = 0; i < started; i++)
        free(r[i].seen);
    mca_catalog_free(c);
    mca_diags_free(&d);
}

static void test_compiled(void)
{
    test_threads();
    test_compiled_target("x86-64");
    test_compiled_target("aarch64");
    test_compiled_target("riscv64");
    mca_diags d;
    mca_diags_init(&d);
    char *path = path_in_srcdir("libcore/models/x86-64/catalog");
    mca_catalog *text = mca_catalog_load(path, &d);
    free(path);
    unsetenv("MCA_MODELS_DIR");
    mca_catalog *bin = mca_catalog_open("x86-64", &d);
    if (!text || !bin) {
        mca_catalog_free(text);
        mca_catalog_free(bin);
        mca_diags_free(&d);
        return;
    }
    tap_ok(!mca_catalog_opcode_named(bin, "ADD32r", 6) &&
           !mca_catalog_opcode_named(bin, "ADD32rrr", 8) &&
           !mca_catalog_opcode_named(bin, "add32rr", 7), "compiled: no prefix, longer or other-case names");
    const mca_opcode *add = mca_catalog_opcode_named(bin, "ADD32rr", 7);
    tap_ok(add && mca_catalog_opcode(bin, add->number) == add,
           "compiled: an opcode is made once");
    test_mnemonics(bin);
    mca_catalog_free(bin);
    /* $MCA_MODELS_DIR asks for the text files. */
    char *dir = path_in_srcdir("libcore/models");
    setenv("MCA_MODELS_DIR", dir, 1);
    bin = mca_catalog_open("x86-64", &d);
    unsigned differ, unnamed;
    compare_opcodes(text, bin, &differ, &unnamed);
    tap_ok(bin && differ == 0, "MCA_MODELS_DIR: the catalog is read from there");
    mca_catalog_free(bin);
    setenv("MCA_MODELS_DIR", "/nonexistent", 1);
    tap_ok(!mca_catalog_open("x86-64", &d) && d.count > 0,
           "MCA_MODELS_DIR: a missing directory is an error");
    unsetenv("MCA_MODELS_DIR");
    tap_ok(!mca_catalog_open("no-such-target", &d), "unknown target");
    free(dir);
    mca_catalog_free(text);
    mca_diags_free(&d);
}

#endif

/* Write text to a temporary file and try to load it. */
static char *load_error(const char *text)
{
    char name[] = "/tmp/mca-catalog-XXXXXX";
    int fd = mkstemp(name);
    FILE *f = fdopen(fd, "w");
    fputs(text, f);
    fclose(f);
    mca_diags d;
    mca_diags_init(&d);
    mca_catalog *c = mca_catalog_load(name, &d);
    char *s = render_diags(&d);
    mca_catalog_free(c);
    mca_diags_free(&d);
    remove(name);
    /* Drop the temporary name: keep from the first ':' on. */
    char *colon = s ? strchr(s, ':') : NULL;
    char *out = strdup(colon ? colon : "(no error)");
    free(s);
    return c ? strdup("(loaded)") : out;
}

static void test_malformed(void)
{
    const char *head = "mca-catalog 1\nllvm 22.1.8\ntarget x86-64 x86_64-unknown-linux-gnu\n";
    char buf[512];
    char *e = load_error("mca-model 1\n");
    tap_is_str(e, ":1:1: error: expected 'mca-catalog 1' as the first record\nmca-model 1\n^~~~~~~~~\n",
               "wrong magic");
    free(e);
    snprintf(buf, sizeof buf, "%sregclass 0 GR8 bits=8 regs=AL\nreg 1 AL\nopcode 5 FOO class=x\n", head);
    e = load_error(buf);
    tap_is_str(e, ":6:14: error: unknown or invalid field 'class=x'\nopcode 5 FOO class=x\n             ^~~~~~~\n",
               "bad number located at its field");
    free(e);
    snprintf(buf, sizeof buf, "%sregclass 0 GR8 bits=8 regs=AL,XX\nreg 1 AL\n", head);
    e = load_error(buf);
    tap_is_str(e, ":4:31: error: unknown register 'XX'\nregclass 0 GR8 bits=8 regs=AL,XX\n                              ^~\n",
               "unknown register in a class");
    free(e);
    snprintf(buf, sizeof buf, "%sbogus 1\n", head);
    e = load_error(buf);
    tap_is_str(e, ":4:1: error: unknown record 'bogus'\nbogus 1\n^~~~~\n", "unknown record");
    free(e);
    snprintf(buf, sizeof buf, "%sreg 1 AL\nform FOO att = - foo\n", head);
    e = load_error(buf);
    tap_is_str(e, ":5:6: error: form for 'FOO' does not follow its opcode\nform FOO att = - foo\n     ^~~\n",
               "form without opcode");
    free(e);
}

int main(void)
{
    test_shipped();
    test_malformed();
#ifdef MCA_BUILTIN_MODELS
    test_compiled();
#endif
    return tap_done();
}
