/* Unit tests of diag: the text of located and unlocated diagnostics. */
#include <config.h>

#include <stdlib.h>

#include "capture.h"
#include "mca/source.h"
#include "tap.h"

static void test_unlocated(void)
{
    mca_diags d;
    mca_diags_init(&d);
    mca_diags_add(&d, MCA_DIAG_ERROR, "no assembly instructions found.");
    char *s = render_diags(&d);
    tap_is_str(s, "error: no assembly instructions found.\n", "unlocated error");
    tap_is_num((long long)d.errors, 1, "error counted");
    free(s);
    mca_diags_free(&d);
}

/* Tabs expand to 8-column stops; the caret follows the expansion. */
static void test_tab_expansion(void)
{
    mca_diags d;
    mca_source src;
    mca_diags_init(&d);
    const char text[] = "\tfoo\t%eax  # c\n";
    mca_source_from_memory(&src, "t1.s", text, sizeof text - 1, &d);
    mca_source_diag(&src, &d, MCA_DIAG_ERROR, 1, 3,
                    "invalid instruction mnemonic '%s'", "foo");
    char *s = render_diags(&d);
    tap_is_str(s,
               "t1.s:1:2: error: invalid instruction mnemonic 'foo'\n"
               "        foo     %eax  # c\n"
               "        ^~~\n",
               "located error with tabs and a 3-byte span");
    free(s);
    mca_source_free(&src);
    mca_diags_free(&d);
}

static void test_note_and_warning(void)
{
    mca_diags d;
    mca_source src;
    mca_diags_init(&d);
    const char text[] = "add %eax, %ebx\n# LLVM-MCA-BEGIN a";
    mca_source_from_memory(&src, "x.s", text, sizeof text - 1, &d);
    mca_source_diag(&src, &d, MCA_DIAG_NOTE, 16, 1, "region a was previously defined here");
    mca_diags_add(&d, MCA_DIAG_WARNING, "w");
    char *s = render_diags(&d);
    tap_is_str(s,
               "x.s:2:2: note: region a was previously defined here\n"
               "# LLVM-MCA-BEGIN a\n"
               " ^\n"
               "warning: w\n",
               "note on the last line (no newline at end of file), then a warning");
    tap_is_num((long long)d.errors, 0, "notes and warnings are not errors");
    free(s);
    mca_source_free(&src);
    mca_diags_free(&d);
}

static void test_take(void)
{
    mca_diags a, b;
    mca_diags_init(&a);
    mca_diags_init(&b);
    mca_diags_add(&a, MCA_DIAG_ERROR, "first");
    mca_diags_add(&b, MCA_DIAG_ERROR, "second");
    mca_diags_take(&a, &b);
    char *s = render_diags(&a);
    tap_is_str(s, "error: first\nerror: second\n", "take appends in order");
    tap_is_num((long long)a.errors, 2, "errors summed");
    tap_is_num((long long)b.count, 0, "source emptied");
    free(s);
    mca_diags_free(&a);
}

int main(void)
{
    test_unlocated();
    test_tab_expansion();
    test_note_and_warning();
    test_take();
    return tap_done();
}
