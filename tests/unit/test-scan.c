/* Unit tests of scan: statements, separators and the comment kinds. */
#include <config.h>

#include <stdlib.h>

#include "mca/scan.h"
#include "mca/target.h"
#include "tap.h"

typedef struct {
    mca_source src;
    mca_scan scan;
    mca_diags diags;
} fixture;

static void setup(fixture *f, const char *text)
{
    mca_diags_init(&f->diags);
    mca_source_from_memory(&f->src, "t.s", text, strlen(text), &f->diags);
    mca_scan_source(&f->scan, &f->src, mca_syntax_rules_for("x86_64"), &f->diags);
}

static void teardown(fixture *f)
{
    mca_scan_free(&f->scan);
    mca_source_free(&f->src);
    mca_diags_free(&f->diags);
}

/* Statement i as a string (static buffer). */
static const char *stmt(const fixture *f, size_t i)
{
    static char buf[256];
    const mca_stmt *s = &f->scan.stmts[i];
    snprintf(buf, sizeof buf, "%.*s", (int)(s->end - s->start), f->scan.clean + s->start);
    return buf;
}

static const char *comment(const fixture *f, size_t i)
{
    static char buf[256];
    const mca_comment *c = &f->scan.comments[i];
    snprintf(buf, sizeof buf, "%.*s", (int)(c->end - c->start), f->src.text + c->start);
    return buf;
}

static void test_lines_and_separators(void)
{
    fixture f;
    setup(&f, "  add %eax, %ebx\n\n\tsub %eax, %ecx ; imul %eax, %eax;\n");
    tap_is_num((long long)f.scan.stmt_count, 3, "three statements");
    tap_is_str(stmt(&f, 0), "add %eax, %ebx", "first trimmed");
    tap_is_str(stmt(&f, 1), "sub %eax, %ecx", "split at ';'");
    tap_is_str(stmt(&f, 2), "imul %eax, %eax", "after ';'");
    teardown(&f);
}

static void test_comment_kinds(void)
{
    fixture f;
    setup(&f, "add %eax, %ebx // two\n# hash\r\nsub %eax, %edx /* x\n y */ imul %eax, %eax\n");
    tap_is_num((long long)f.scan.comment_count, 3, "three comments");
    tap_is_str(comment(&f, 0), " two", "// comment text");
    tap_is_str(comment(&f, 1), " hash", "# comment text without CR");
    tap_is_str(comment(&f, 2), " x\n y ", "block comment text");
    tap_is_num((long long)f.scan.comments[1].start, 23, "comment located after '#'");
    tap_is_num((long long)f.scan.stmt_count, 2, "a block comment does not end a statement");
    tap_ok(strstr(stmt(&f, 1), "sub %eax, %edx") == stmt(&f, 1) &&
           strstr(stmt(&f, 1), "imul %eax, %eax") != NULL,
           "statement spans the block comment");
    teardown(&f);
}

static void test_strings(void)
{
    fixture f;
    setup(&f, ".ascii \"a#b;c\\\"#\" # real\n");
    tap_is_num((long long)f.scan.stmt_count, 1, "separator inside a string ignored");
    tap_is_str(stmt(&f, 0), ".ascii \"a#b;c\\\"#\"", "string kept whole");
    tap_is_num((long long)f.scan.comment_count, 1, "one comment");
    tap_is_str(comment(&f, 0), " real", "comment after the string");
    teardown(&f);
}

static void test_unterminated_block(void)
{
    fixture f;
    setup(&f, "add %eax, %ebx /* abc\n");
    tap_is_num((long long)f.scan.comment_count, 0, "unterminated block is no comment");
    tap_is_str(stmt(&f, 0), "add %eax, %ebx /* abc", "left for the parser");
    teardown(&f);
}

static void test_empty(void)
{
    fixture f;
    setup(&f, "");
    tap_is_num((long long)f.scan.stmt_count, 0, "empty input has no statement");
    teardown(&f);
}

int main(void)
{
    test_lines_and_separators();
    test_comment_kinds();
    test_strings();
    test_unterminated_block();
    test_empty();
    return tap_done();
}
