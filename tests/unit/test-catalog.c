/* Unit tests of catalog: loading the shipped x86-64 catalog and rejecting
 * malformed files with located errors. */
#include <config.h>

#include <stdlib.h>

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
    }
    unsigned eax, ax, al, ah, rax;
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
    mca_catalog_free(c);
    mca_diags_free(&d);
}

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
    return tap_done();
}
