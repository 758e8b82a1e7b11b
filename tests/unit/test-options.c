/* Unit tests of options: llvm-mca spellings and the -all-views rules. */
#include <config.h>

#include "tool.h"
#include "tap.h"

/* Parse a NULL-terminated list of arguments as mca-sim would. */
static mca_options parse(const char *const *list)
{
    static char *argv[64];
    int argc = 0;
    argv[argc++] = "test";
    for (; *list; list++)
        argv[argc++] = (char *)*list;
    argv[argc] = NULL;
    mca_tool_spec spec = { NULL, NULL, "[FILE]", NULL };
    static mca_tool_args args;
    mca_tool_args_free(&args); /* the previous parse's strings */
    mca_tool_parse_args(&spec, argc, argv, &args);
    return args.common;
}

static void test_spellings(void)
{
    const char *a[] = { "-mcpu=skylake", "--iterations=7", "-timeline", "-o", "out",
                        "-instruction-tables=full", "-noalias=false", "in.s", NULL };
    mca_options o = parse(a);
    tap_is_str(o.mcpu, "skylake", "-mcpu=X");
    tap_is_num(o.iterations, 7, "--iterations=N");
    tap_ok(o.timeline.value, "-timeline");
    tap_is_str(o.output, "out", "-o FILE");
    tap_is_num(o.instruction_tables, MCA_TABLES_FULL, "-instruction-tables=full");
    tap_ok(!o.noalias, "-noalias=false");
    tap_is_str(o.input, "in.s", "input file");

    const char *b[] = { "-mcpu", "znver4", "-instruction-tables", "-print-imm-hex=1",
                        "-skip-unsupported-instructions=lack-sched", "-", NULL };
    o = parse(b);
    tap_is_str(o.mcpu, "znver4", "-mcpu X (separate value)");
    tap_is_num(o.instruction_tables, MCA_TABLES_NORMAL, "-instruction-tables alone is normal");
    tap_ok(o.print_imm_hex, "-print-imm-hex=1");
    tap_is_num(o.skip_unsupported, MCA_SKIP_LACK_SCHED, "skip mode");
    tap_is_str(o.input, "-", "\"-\" is standard input");
}

static void test_defaults(void)
{
    const char *a[] = { NULL };
    mca_options o = parse(a);
    tap_is_num(mca_options_iterations(&o), 100, "iterations default to 100");
    tap_is_num(o.timeline_max_iterations, 10, "timeline iterations default");
    tap_is_num(o.timeline_max_cycles, 80, "timeline cycles default");
    tap_is_num(o.call_latency, 100, "call latency default");
    tap_ok(o.noalias && o.summary_view.value && o.instruction_info.value &&
           o.resource_pressure.value && !o.timeline.value, "view defaults");
    tap_is_num(o.output_asm_variant, -1, "asm variant follows the input");
}

static void test_all_views(void)
{
    const char *a[] = { "-timeline=false", "-all-views", NULL };
    mca_options o = parse(a);
    mca_options_resolve_views(&o, true);
    tap_ok(o.timeline.value, "a flag before -all-views is overridden");
    tap_ok(o.bottleneck_analysis.value && o.retire_stats.value, "all views on out-of-order");

    const char *b[] = { "-all-views", "-timeline=false", NULL };
    o = parse(b);
    mca_options_resolve_views(&o, false);
    tap_ok(!o.timeline.value, "a flag after -all-views wins");
    tap_ok(!o.bottleneck_analysis.value && !o.retire_stats.value,
           "no bottleneck analysis or retire stats in order");

    const char *c[] = { "-all-views", "-all-stats=false", NULL };
    o = parse(c);
    mca_options_resolve_views(&o, true);
    tap_ok(!o.dispatch_stats.value && o.timeline.value,
           "the later of -all-views and -all-stats decides the statistics");
}

int main(void)
{
    test_spellings();
    test_defaults();
    test_all_views();
    const char *none[] = { NULL };
    parse(none); /* releases the last parse's strings */
    return tap_done();
}
