/* Unit tests of region: llvm-mca's region rules and its exact messages. */
#include <config.h>

#include <stdlib.h>

#include "capture.h"
#include "mca/region.h"
#include "mca/target.h"
#include "tap.h"

typedef struct {
    mca_source src;
    mca_scan scan;
    mca_regions regions;
    mca_diags diags;
    int rc;
} fixture;

static void setup(fixture *f, const char *name, const char *text)
{
    mca_diags_init(&f->diags);
    mca_source_from_memory(&f->src, name, text, strlen(text), &f->diags);
    mca_scan_source(&f->scan, &f->src, mca_syntax_rules_for("x86_64"), &f->diags);
    f->rc = mca_regions_build(&f->regions, &f->src, &f->scan, &f->diags);
}

static void teardown(fixture *f)
{
    mca_regions_free(&f->regions);
    mca_scan_free(&f->scan);
    mca_source_free(&f->src);
    mca_diags_free(&f->diags);
}

/* Bit i set when statement i belongs to region r. */
static unsigned members(const fixture *f, size_t r)
{
    unsigned bits = 0;
    for (size_t i = 0; i < f->scan.stmt_count; i++)
        if (mca_region_contains(&f->regions.items[r], f->scan.stmts[i].start))
            bits |= 1u << i;
    return bits;
}

static void test_default_region(void)
{
    fixture f;
    setup(&f, "d.s", "add %eax, %ebx\nsub %eax, %ebx\n");
    tap_is_num(f.rc, 0, "no markers: ok");
    tap_is_num((long long)f.regions.count, 1, "one default region");
    tap_is_str(f.regions.items[0].name, "", "anonymous");
    tap_is_num(members(&f, 0), 3, "default region holds everything");
    teardown(&f);
}

static void test_named_and_trailing_blanks(void)
{
    fixture f;
    setup(&f, "n.s",
          "#LLVM-MCA-BEGIN   foo bar  \nadd %eax, %ebx\n  #  LLVM-MCA-END\n"
          "add %eax, %ebx # LLVM-MCA-BEGIN q\nsub %eax, %ebx\n# LLVM-MCA-END\n");
    tap_is_num(f.rc, 0, "named regions: ok");
    tap_is_num((long long)f.regions.count, 2, "two regions");
    tap_is_str(f.regions.items[0].name, "foo bar  ", "name keeps trailing blanks");
    tap_is_str(f.regions.items[1].name, "q", "second name");
    tap_is_num(members(&f, 0), 1, "first region: first instruction");
    tap_is_num(members(&f, 1), 4, "a marker after an instruction starts after it");
    teardown(&f);
}

static void test_nested_and_overlapping(void)
{
    fixture f;
    setup(&f, "o.s",
          "# LLVM-MCA-BEGIN foo\nadd %eax, %edx\n# LLVM-MCA-BEGIN bar\nsub %eax, %edx\n"
          "# LLVM-MCA-END foo\nadd %eax, %edx\n# LLVM-MCA-END bar\n");
    tap_is_num(f.rc, 0, "overlapping: ok");
    tap_is_num(members(&f, 0), 3, "foo holds the first two");
    tap_is_num(members(&f, 1), 6, "bar holds the last two");
    teardown(&f);
}

static void test_end_closes_default(void)
{
    fixture f;
    setup(&f, "e.s", "add %eax, %ebx\n# LLVM-MCA-END\nsub %eax, %ebx\n");
    tap_is_num(f.rc, 0, "END without BEGIN ends the default region");
    tap_is_num(members(&f, 0), 1, "only the instruction before END");
    teardown(&f);
}

static void test_errors(void)
{
    fixture f;
    setup(&f, "t3.s",
          "# LLVM-MCA-BEGIN\nadd %eax, %ebx\n# LLVM-MCA-BEGIN\nadd %eax, %ebx\n"
          "# LLVM-MCA-END\n# LLVM-MCA-BEGIN a\n# LLVM-MCA-BEGIN a\n");
    char *s = render_diags(&f.diags);
    tap_is_num(f.rc, -1, "overlap errors fail");
    tap_is_str(s,
               "t3.s:3:2: error: found multiple overlapping anonymous regions\n"
               "# LLVM-MCA-BEGIN\n ^\n"
               "t3.s:1:2: note: Previous anonymous region was defined here\n"
               "# LLVM-MCA-BEGIN\n ^\n"
               "t3.s:7:2: error: overlapping regions cannot have the same name\n"
               "# LLVM-MCA-BEGIN a\n ^\n"
               "t3.s:6:2: note: region a was previously defined here\n"
               "# LLVM-MCA-BEGIN a\n ^\n",
               "llvm-mca's overlap messages");
    free(s);
    teardown(&f);

    setup(&f, "t12.s", "add %eax, %ebx\n# LLVM-MCA-BEGIN a\n# LLVM-MCA-END b\n# LLVM-MCA-END\n");
    s = render_diags(&f.diags);
    tap_is_str(s,
               "t12.s:3:2: error: found an invalid region end directive\n"
               "# LLVM-MCA-END b\n ^\n"
               "t12.s:3:2: note: unable to find an active region named b\n"
               "# LLVM-MCA-END b\n ^\n",
               "llvm-mca's invalid end messages");
    free(s);
    teardown(&f);

    /* A block comment keeps the blank before its end: the name is " ". */
    setup(&f, "b.s", "# LLVM-MCA-BEGIN\nadd %eax, %ebx\n# LLVM-MCA-END\n/* LLVM-MCA-END */\n");
    s = render_diags(&f.diags);
    tap_is_str(s,
               "b.s:4:3: error: found an invalid region end directive\n"
               "/* LLVM-MCA-END */\n  ^\n"
               "b.s:4:3: note: unable to find an active region named  \n"
               "/* LLVM-MCA-END */\n  ^\n",
               "block comment END names a region \" \"");
    free(s);
    teardown(&f);
}

int main(void)
{
    test_default_region();
    test_named_and_trailing_blanks();
    test_nested_and_overlapping();
    test_end_closes_default();
    test_errors();
    return tap_done();
}
