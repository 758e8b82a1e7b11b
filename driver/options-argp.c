/* options-argp: llvm-mca's command line as an argp child parser, with
 * the messages of LLVM's command line library (see options-argp.h). */
#include <config.h>

#include "options-argp.h"

#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <inttypes.h>
#include <stdlib.h>
#include <string.h>

enum {
    OPT_MTRIPLE = 0x100, OPT_MARCH, OPT_MCPU, OPT_MATTR, OPT_MODEL,
    OPT_ASM_VARIANT, OPT_IMM_HEX, OPT_DISPATCH, OPT_RF_SIZE, OPT_ITERATIONS,
    OPT_NOALIAS, OPT_LQUEUE, OPT_SQUEUE, OPT_CALL_LATENCY, OPT_DECODER_TP,
    OPT_UOP_QUEUE, OPT_TABLES, OPT_SKIP,
    OPT_SUMMARY, OPT_INFO, OPT_PRESSURE, OPT_TIMELINE, OPT_TL_ITERS,
    OPT_TL_CYCLES, OPT_RF_STATS, OPT_DISPATCH_STATS, OPT_SCHED_STATS,
    OPT_RETIRE_STATS, OPT_BOTTLENECK, OPT_ALL_VIEWS, OPT_ALL_STATS,
    OPT_ENCODING, OPT_BARRIERS, OPT_JSON, OPT_DISABLE_CB, OPT_DISABLE_IM
};

#define BOOLARG "BOOL", OPTION_ARG_OPTIONAL

/* Report a bad option as LLVM's command line library does: "PROG: for the
 * --NAME option: MESSAGE", no usage hint, and go on parsing so that every
 * bad option is reported; the caller exits 1 afterwards. */
static void option_error(struct argp_state *state, const char *name, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));
static void option_error(struct argp_state *state, const char *name, const char *fmt, ...)
{
    mca_options *o = state->input;
    va_list ap;
    va_start(ap, fmt);
    fprintf(stderr, "%s: for the %s%s option: ", program_invocation_short_name,
            strlen(name) == 1 ? "-" : "--", name);
    vfprintf(stderr, fmt, ap);
    fputc('\n', stderr);
    va_end(ap);
    o->parse_errors++;
}

static const struct argp_option option_table[] = {
    { NULL, 0, NULL, 0, "Tool options:", 1 },
    { "output", 'o', "FILE", 0, "Write the report to FILE (\"-\": standard output)", 1 },
    { "mtriple", OPT_MTRIPLE, "TRIPLE", 0, "Target triple (default: the host's)", 1 },
    { "march", OPT_MARCH, "ARCH", 0, "Target architecture (x86-64, aarch64, riscv64, ...)", 1 },
    { "mcpu", OPT_MCPU, "CPU", 0, "Target CPU; \"help\" lists the CPUs of the target, \"native\" is the host's (default)", 1 },
    { "mattr", OPT_MATTR, "A1,+A2,-A3", 0, "Target-specific attributes", 1 },
    { "model", OPT_MODEL, "FILE", 0, "Load the machine model from FILE (see mca-models(5))", 1 },
    { "output-asm-variant", OPT_ASM_VARIANT, "N", 0, "Syntax of printed instructions: 0 AT&T, 1 Intel (default: the input's)", 1 },
    { "print-imm-hex", OPT_IMM_HEX, BOOLARG, "Print immediates in hexadecimal", 1 },
    { "dispatch", OPT_DISPATCH, "WIDTH", 0, "Override the dispatch width (0: the model's)", 1 },
    { "register-file-size", OPT_RF_SIZE, "N", 0, "Physical registers available for renaming (0: unlimited)", 1 },
    { "iterations", OPT_ITERATIONS, "N", 0, "Iterations to simulate (0: 100)", 1 },
    { "noalias", OPT_NOALIAS, BOOLARG, "Assume loads and stores do not alias (default true)", 1 },
    { "lqueue", OPT_LQUEUE, "N", 0, "Load queue size (0: the model's)", 1 },
    { "squeue", OPT_SQUEUE, "N", 0, "Store queue size (0: the model's)", 1 },
    { "call-latency", OPT_CALL_LATENCY, "N", 0, "Cycles assumed for a call instruction (default 100)", 1 },
    { "decoder-throughput", OPT_DECODER_TP, "N", 0, "Maximum instructions decoded per cycle", 1 },
    { "micro-op-queue-size", OPT_UOP_QUEUE, "N", 0, "Entries in the micro-op queue", 1 },
    { "instruction-tables", OPT_TABLES, "none|normal|full", OPTION_ARG_OPTIONAL, "Print instruction tables instead of simulating (alone: normal)", 1 },
    { "skip-unsupported-instructions", OPT_SKIP, "none|lack-sched|parse-failure|any", 0, "Drop unsupported instructions instead of failing", 1 },
    { NULL, 0, NULL, 0, "View options:", 2 },
    { "summary-view", OPT_SUMMARY, BOOLARG, "Print the summary view (default true)", 2 },
    { "instruction-info", OPT_INFO, BOOLARG, "Print the instruction info view (default true)", 2 },
    { "resource-pressure", OPT_PRESSURE, BOOLARG, "Print the resource pressure view (default true)", 2 },
    { "timeline", OPT_TIMELINE, BOOLARG, "Print the timeline view", 2 },
    { "timeline-max-iterations", OPT_TL_ITERS, "N", 0, "Iterations shown in the timeline (default 10)", 2 },
    { "timeline-max-cycles", OPT_TL_CYCLES, "N", 0, "Cycles shown in the timeline (default 80, 0: no limit)", 2 },
    { "register-file-stats", OPT_RF_STATS, BOOLARG, "Print register file statistics", 2 },
    { "dispatch-stats", OPT_DISPATCH_STATS, BOOLARG, "Print dispatch statistics", 2 },
    { "scheduler-stats", OPT_SCHED_STATS, BOOLARG, "Print scheduler statistics", 2 },
    { "retire-stats", OPT_RETIRE_STATS, BOOLARG, "Print retire control unit statistics", 2 },
    { "bottleneck-analysis", OPT_BOTTLENECK, BOOLARG, "Print the bottleneck analysis", 2 },
    { "all-views", OPT_ALL_VIEWS, BOOLARG, "Print all views, statistics included", 2 },
    { "all-stats", OPT_ALL_STATS, BOOLARG, "Print all hardware statistics", 2 },
    { "show-encoding", OPT_ENCODING, BOOLARG, "Show instruction encodings in the instruction info view", 2 },
    { "show-barriers", OPT_BARRIERS, BOOLARG, "Show load/store barriers in the instruction info view", 2 },
    { "json", OPT_JSON, BOOLARG, "Print the views in JSON", 2 },
    { "disable-cb", OPT_DISABLE_CB, BOOLARG, "Disable target-specific custom behaviour", 2 },
    { "disable-im", OPT_DISABLE_IM, BOOLARG, "Disable the instrument manager (ignore LLVM-MCA instruments)", 2 },
    { NULL, 0, NULL, 0, NULL, 0 }
};

/* argv position of the option being parsed. */
static int position(const struct argp_state *state)
{
    return state->next > 0 ? state->next - 1 : 1;
}

static bool parse_bool(const char *arg, const char *name, struct argp_state *state)
{
    if (!arg)
        return true;
    static const char *const yes[] = { "true", "TRUE", "True", "1" };
    static const char *const no[] = { "false", "FALSE", "False", "0" };
    for (size_t i = 0; i < 4; i++) {
        if (strcmp(arg, yes[i]) == 0)
            return true;
        if (strcmp(arg, no[i]) == 0)
            return false;
    }
    option_error(state, name, "'%s' is invalid value for boolean argument! Try 0 or 1", arg);
    return false;
}

static unsigned parse_uint(const char *arg, const char *name, struct argp_state *state)
{
    char *end;
    errno = 0;
    if (arg[0] != '-' && arg[0] != '+' && arg[0] != ' ') {
        uintmax_t v = strtoumax(arg, &end, 0);
        if (errno == 0 && end != arg && *end == '\0' && v <= 0xffffffffu)
            return (unsigned)v;
    }
    option_error(state, name, "'%s' value invalid for uint argument!", arg);
    return 0;
}

static int parse_int(const char *arg, const char *name, struct argp_state *state)
{
    char *end;
    errno = 0;
    long v = strtol(arg, &end, 0);
    if (errno || end == arg || *end || v < -2147483647L - 1 || v > 2147483647L)
        option_error(state, name, "'%s' value invalid for integer argument!", arg);
    return (int)v;
}

static void set_flag(mca_flag *f, const char *arg, const char *name,
                     struct argp_state *state)
{
    f->value = parse_bool(arg, name, state);
    f->position = position(state);
}

static int pick(const char *arg, const char *name, const char *const *choices,
                int n, struct argp_state *state)
{
    for (int i = 0; i < n; i++)
        if (strcmp(arg, choices[i]) == 0)
            return i;
    option_error(state, name, "Cannot find option named '%s'!", arg);
    return 0;
}

static error_t parse_opt(int key, char *arg, struct argp_state *state)
{
    mca_options *o = state->input;
    static const char *const tables[] = { "none", "normal", "full" };
    static const char *const skips[] = { "none", "lack-sched", "parse-failure", "any" };
    switch (key) {
    case 'o': o->output = arg; break;
    case OPT_MTRIPLE: o->mtriple = arg; break;
    case OPT_MARCH: o->march = arg; break;
    case OPT_MCPU: o->mcpu = arg; break;
    case OPT_MATTR: o->mattr = arg; break;
    case OPT_MODEL: o->model_file = arg; break;
    case OPT_ASM_VARIANT: o->output_asm_variant = parse_int(arg, "output-asm-variant", state); break;
    case OPT_IMM_HEX: o->print_imm_hex = parse_bool(arg, "print-imm-hex", state); break;
    case OPT_DISPATCH: o->dispatch = parse_uint(arg, "dispatch", state); break;
    case OPT_RF_SIZE: o->register_file_size = parse_uint(arg, "register-file-size", state); break;
    case OPT_ITERATIONS: o->iterations = parse_uint(arg, "iterations", state); break;
    case OPT_NOALIAS: o->noalias = parse_bool(arg, "noalias", state); break;
    case OPT_LQUEUE: o->lqueue = parse_uint(arg, "lqueue", state); break;
    case OPT_SQUEUE: o->squeue = parse_uint(arg, "squeue", state); break;
    case OPT_CALL_LATENCY: o->call_latency = parse_uint(arg, "call-latency", state); break;
    case OPT_DECODER_TP: o->decoder_throughput = parse_uint(arg, "decoder-throughput", state); break;
    case OPT_UOP_QUEUE: o->micro_op_queue_size = parse_uint(arg, "micro-op-queue-size", state); break;
    case OPT_TABLES:
        o->instruction_tables = arg ? (mca_tables_mode)pick(arg, "instruction-tables", tables, 3, state)
                                    : MCA_TABLES_NORMAL;
        break;
    case OPT_SKIP:
        o->skip_unsupported = (mca_skip_mode)pick(arg, "skip-unsupported-instructions", skips, 4, state);
        break;
    case OPT_SUMMARY: set_flag(&o->summary_view, arg, "summary-view", state); break;
    case OPT_INFO: set_flag(&o->instruction_info, arg, "instruction-info", state); break;
    case OPT_PRESSURE: set_flag(&o->resource_pressure, arg, "resource-pressure", state); break;
    case OPT_TIMELINE: set_flag(&o->timeline, arg, "timeline", state); break;
    case OPT_TL_ITERS: o->timeline_max_iterations = parse_uint(arg, "timeline-max-iterations", state); break;
    case OPT_TL_CYCLES: o->timeline_max_cycles = parse_uint(arg, "timeline-max-cycles", state); break;
    case OPT_RF_STATS: set_flag(&o->register_file_stats, arg, "register-file-stats", state); break;
    case OPT_DISPATCH_STATS: set_flag(&o->dispatch_stats, arg, "dispatch-stats", state); break;
    case OPT_SCHED_STATS: set_flag(&o->scheduler_stats, arg, "scheduler-stats", state); break;
    case OPT_RETIRE_STATS: set_flag(&o->retire_stats, arg, "retire-stats", state); break;
    case OPT_BOTTLENECK: set_flag(&o->bottleneck_analysis, arg, "bottleneck-analysis", state); break;
    case OPT_ALL_VIEWS: set_flag(&o->all_views, arg, "all-views", state); break;
    case OPT_ALL_STATS: set_flag(&o->all_stats, arg, "all-stats", state); break;
    case OPT_ENCODING: o->show_encoding = parse_bool(arg, "show-encoding", state); break;
    case OPT_BARRIERS: o->show_barriers = parse_bool(arg, "show-barriers", state); break;
    case OPT_JSON: o->json = parse_bool(arg, "json", state); break;
    case OPT_DISABLE_CB: o->disable_cb = parse_bool(arg, "disable-cb", state); break;
    case OPT_DISABLE_IM: o->disable_im = parse_bool(arg, "disable-im", state); break;
    case ARGP_KEY_ARG:
        if (o->input) {
            /* llvm-mca's input is its only positional argument. */
            if (!o->too_many_inputs)
                fprintf(stderr, "%s: Too many positional arguments specified!\n"
                        "Can specify at most 1 positional arguments: See: %s --help\n",
                        program_invocation_short_name, state->argv[0]);
            o->too_many_inputs = true;
            o->parse_errors++;
            break;
        }
        o->input = arg;
        break;
    default:
        return ARGP_ERR_UNKNOWN;
    }
    return 0;
}

const struct argp mca_options_argp = { option_table, parse_opt, NULL, NULL,
                                       NULL, NULL, NULL };

/* The table entry of long option NAME (n bytes), or NULL.  *builtin is set
 * for argp's own options, which have no table entry. */
static const struct argp_option *find_long_option(const char *name, size_t n,
                                                  const struct argp_option *const *tables,
                                                  bool *builtin)
{
    *builtin = false;
    for (size_t t = 0; tables[t]; t++)
        for (const struct argp_option *opt = tables[t];
             opt->name || opt->key || opt->doc; opt++)
            if (opt->name && strlen(opt->name) == n && strncmp(opt->name, name, n) == 0)
                return opt;
    static const char *const own[] = { "help", "usage", "version", NULL };
    for (size_t i = 0; own[i]; i++)
        if (strlen(own[i]) == n && strncmp(own[i], name, n) == 0)
            *builtin = true;
    return NULL;
}

/* llvm-mca's visible options, which LLVM's command line library searches
 * for the nearest name to an unknown one; novalue marks those that take no
 * value (compared with their "=value" part too).  Options hidden from every
 * help (LLVM's own) are never suggested, so they are not listed. */
static const struct { const char *name; bool novalue; } llvm_mca_names[] = {
    { "h", true }, { "help", true }, { "help-hidden", true }, { "help-list", true },
    { "help-list-hidden", true }, { "version", true }, { "print-options", false },
    { "print-all-options", false }, { "o", false }, { "mtriple", false },
    { "march", false }, { "mcpu", false }, { "mattr", false },
    { "output-asm-variant", false }, { "print-imm-hex", false }, { "dispatch", false },
    { "register-file-size", false }, { "iterations", false }, { "noalias", false },
    { "lqueue", false }, { "squeue", false }, { "call-latency", false },
    { "decoder-throughput", false }, { "micro-op-queue-size", false },
    { "instruction-tables", false }, { "skip-unsupported-instructions", false },
    { "summary-view", false }, { "instruction-info", false },
    { "resource-pressure", false }, { "timeline", false },
    { "timeline-max-iterations", false }, { "timeline-max-cycles", false },
    { "register-file-stats", false }, { "dispatch-stats", false },
    { "scheduler-stats", false }, { "retire-stats", false },
    { "bottleneck-analysis", false }, { "all-views", false }, { "all-stats", false },
    { "show-encoding", false }, { "show-barriers", false }, { "json", false },
    { "disable-cb", false }, { "disable-im", false },
};

/* Levenshtein distance between a (an bytes) and b (bn bytes). */
static size_t edit_distance(const char *a, size_t an, const char *b, size_t bn)
{
    size_t *row = malloc((bn + 1) * sizeof *row);
    if (!row)
        return (size_t)-1;
    for (size_t j = 0; j <= bn; j++)
        row[j] = j;
    for (size_t i = 1; i <= an; i++) {
        size_t diag = row[0];
        row[0] = i;
        for (size_t j = 1; j <= bn; j++) {
            size_t up = row[j];
            size_t best = diag + (a[i - 1] != b[j - 1]);
            if (row[j - 1] + 1 < best)
                best = row[j - 1] + 1;
            if (up + 1 < best)
                best = up + 1;
            row[j] = best;
            diag = up;
        }
    }
    size_t d = row[bn];
    free(row);
    return d;
}

/* LLVM's message for an unknown option ARG (as given) and its guess at the
 * option meant: the nearest name by edit distance, keeping "=value". */
static void report_unknown(const char *argv0, const char *arg)
{
    fprintf(stderr, "%s: Unknown command line argument '%s'.  Try: '%s --help'\n",
            program_invocation_short_name, arg, argv0);
    const char *name = arg;
    while (*name == '-')
        name++;
    if (!*name)
        return;
    const char *eq = strchr(name, '=');
    size_t lhs = eq ? (size_t)(eq - name) : strlen(name);
    size_t best = (size_t)-1, pick = 0;
    for (size_t i = 0; i < sizeof llvm_mca_names / sizeof llvm_mca_names[0]; i++) {
        const char *cand = llvm_mca_names[i].name;
        size_t flag = llvm_mca_names[i].novalue ? strlen(name) : lhs;
        size_t d = edit_distance(cand, strlen(cand), name, flag);
        if (d < best) {
            best = d;
            pick = i;
        }
    }
    const char *cand = llvm_mca_names[pick].name;
    bool keep_value = eq && eq[1] && !llvm_mca_names[pick].novalue;
    fprintf(stderr, "%s: Did you mean '%s%s%s%s'?\n", program_invocation_short_name,
            strlen(cand) == 1 && !keep_value ? "-" : "--", cand, keep_value ? "=" : "",
            keep_value ? eq + 1 : "");
}

/* Drop argv[i] (an option reported as bad) so that argp does not see it. */
static void drop_arg(int *argc, char **argv, int i)
{
    for (int k = i; k < *argc; k++)
        argv[k] = argv[k + 1];
    (*argc)--;
}

int mca_options_normalize_argv(int *argc, char **argv,
                               const struct argp_option *const *tables,
                               char ***owned, size_t *owned_count, mca_options *o)
{
    for (int i = 1; i < *argc; i++) {
        const char *a = argv[i];
        if (strcmp(a, "--") == 0)
            break;
        if (a[0] != '-' || a[1] == '\0')
            continue;
        const char *name = a + 1 + (a[1] == '-');
        const char *eq = strchr(name, '=');
        size_t n = eq ? (size_t)(eq - name) : strlen(name);
        bool builtin;
        const struct argp_option *opt = find_long_option(name, n, tables, &builtin);
        /* "-ofile" is the short -o. */
        if (a[1] == 'o' && !opt && !builtin)
            continue;
        if (!opt && !builtin) {
            report_unknown(argv[0], a);
            o->parse_errors++;
            drop_arg(argc, argv, i--);
            continue;
        }
        if (opt && opt->arg && !(opt->flags & OPTION_ARG_OPTIONAL) && !eq) {
            /* The value is the next argument, whatever it looks like. */
            if (i + 1 >= *argc) {
                fprintf(stderr, "%s: for the --%s option: requires a value!\n",
                        program_invocation_short_name, opt->name);
                o->parse_errors++;
                drop_arg(argc, argv, i--);
                continue;
            }
        }
        if (a[1] != '-') {
            size_t len = strlen(a);
            char *dashed = malloc(len + 2);
            char **list = realloc(*owned, (*owned_count + 1) * sizeof *list);
            if (list)
                *owned = list;
            if (!dashed || !list) {
                free(dashed);
                return -1;
            }
            dashed[0] = '-';
            memcpy(dashed + 1, a, len + 1);
            list[(*owned_count)++] = dashed;
            argv[i] = dashed;
        }
        if (opt && opt->arg && !(opt->flags & OPTION_ARG_OPTIONAL) && !eq)
            i++;
    }
    return 0;
}
