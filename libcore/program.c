/* program: loading a run's model, input and instructions (see mca/program.h). */
#include <config.h>

#include "mca/program.h"

#include <stdlib.h>
#include <string.h>

#include "asm/asm-symtab.h"
#include "cpu-help.h"
#include "mattr.h"
#include "isa.h"
#include "mca/disasm.h"

/* -mcpu=help: LLVM's subtarget help, as one diagnostic without a prefix
 * (llvm-mca writes it to the error stream). */
static void cpu_help(const mca_cpu_index *idx, const char *models, mca_diags *diags)
{
    mca_strbuf b;
    mca_strbuf_init(&b);
    mca_help_text(idx, models, &b);
    if (b.failed)
        mca_diags_add(diags, MCA_DIAG_ERROR, "out of memory");
    else
        mca_diags_add(diags, MCA_DIAG_PLAIN, "%s", b.data);
    mca_strbuf_free(&b);
}

/* Find the CPU's model and load it with the catalog. */
static mca_program_status load_model(mca_program *p, const mca_options *o, mca_diags *diags)
{
    const char *target = mca_target_models(&p->target);
    p->catalog = mca_catalog_open(target, diags);
    if (!p->catalog)
        return MCA_PROGRAM_ERROR;
    if (o->model_file) {
        if (mca_features_warn(target, o->mattr, diags) != 0)
            return MCA_PROGRAM_ERROR;
        p->model = mca_model_load(o->model_file, p->catalog, diags);
        return p->model ? MCA_PROGRAM_OK : MCA_PROGRAM_ERROR;
    }
    mca_cpu_index idx;
    if (mca_cpu_index_open(&idx, target, diags) != 0)
        return MCA_PROGRAM_ERROR;
    mca_program_status st = MCA_PROGRAM_ERROR;
    const mca_cpu_entry *cpu = mca_cpu_index_find(&idx, p->target.cpu);
    /* a name LLVM takes without listing it (AArch64 apple-latest) */
    const char *(*rename)(const char *) = p->target.isa->subtarget_cpu;
    if (!cpu && rename && rename(p->target.cpu))
        cpu = mca_cpu_index_find(&idx, rename(p->target.cpu));
    if (strcmp(p->target.cpu, "help") == 0) {
        cpu_help(&idx, target, diags);
        st = MCA_PROGRAM_HELP;
    } else if (!*p->target.cpu) {
        /* -mcpu= (empty): llvm-mca's subtarget warns about -mattr only,
         * then llvm-mca finds the CPU name invalid and exits 1 silently. */
        if (mca_features_warn(target, o->mattr, diags) == 0)
            st = MCA_PROGRAM_ERROR;
    } else if (!cpu) {
        /* llvm-mca's subtarget warns for the CPU, the features, and the
         * CPU again as the tuning CPU, then finds no model. */
        mca_diags_add(diags, MCA_DIAG_PLAIN,
                      "'%s' is not a recognized processor for this target "
                      "(ignoring processor)", p->target.cpu);
        mca_features_warn(target, o->mattr, diags);
        mca_diags_add(diags, MCA_DIAG_PLAIN,
                      "'%s' is not a recognized processor for this target "
                      "(ignoring processor)", p->target.cpu);
    } else if (mca_features_warn(target, o->mattr, diags) != 0) {
        /* out of memory */
    } else if (!cpu->model) {
        mca_diags_add(diags, MCA_DIAG_ERROR,
                      "unable to find instruction-level scheduling information for target "
                      "triple '%s' and cpu '%s'.", p->target.triple, p->target.cpu);
    } else {
        p->model = mca_model_open(cpu->model, p->catalog, diags);
        st = p->model ? MCA_PROGRAM_OK : MCA_PROGRAM_ERROR;
    }
    mca_cpu_index_free(&idx);
    return st;
}

/* llvm-mca parses the input twice (once for the analysis regions, once for
 * the instrument regions) when the first parse succeeds (skipped parse
 * failures included), each parse reporting its diagnostics: every
 * diagnostic of a successful parse (warnings such as x86's gather
 * register warning or RISC-V's vtype warnings) appears twice, unless no
 * instruction was found (llvm-mca gives up before its second parse). */
static void repeat_parse_diags(mca_diags *diags, size_t first)
{
    size_t end = diags->count;
    for (size_t i = first; i < end; i++) {
        const mca_diag *d = &diags->items[i];
        if (d->file) {
            const char *line = d->source_line;
            size_t had = diags->count;
            mca_diags_add_at(diags, d->kind, d->file, d->line, d->col, line,
                             line ? strlen(line) : 0, d->span, "%s", d->message);
            if (diags->count > had) /* (an included file's location) */
                mca_diags_set_includes(diags, diags->items[i].includes);
        } else {
            mca_diags_add(diags, d->kind, "%s", d->message);
        }
        /* items may have moved; d is not used after the add */
    }
}

/* Parse the instructions with the target's front end. */
static int parse(mca_program *p, const mca_options *o, size_t printed_from, mca_diags *diags)
{
    const mca_isa *isa = p->target.isa;
    if (!isa->parse) {
        mca_diags_add(diags, MCA_DIAG_ERROR, "no assembly front end for %s yet",
                      p->target.triple);
        return -1;
    }
    /* (a block of a batch borrows its base's front end: immutable) */
    if (!p->frontend && !(p->frontend = isa->new_frontend(p->catalog, diags)))
        return -1;
    bool skip = o->skip_unsupported == MCA_SKIP_PARSE_FAILURE ||
                o->skip_unsupported == MCA_SKIP_ANY;
    mca_parse_options po = { o->output_asm_variant, o->print_imm_hex, skip, p->target.mode,
                             p->target.cpu, o->mattr, p->target.triple, o->no_texts };
    size_t first = diags->count;
    mca_asm_symlog *was = mca_asm_symlog_use(p->input.scan.symlog);
    int rc = isa->parse(p->frontend, &p->input.source, &p->input.scan, &po, &p->insts,
                        &p->inst_count, &p->output_variant, diags);
    mca_asm_symlog_use(was);
    if (rc != 0)
        return -1;
    if (p->inst_count) { /* (without instructions llvm-mca stops before the second parse) */
        repeat_parse_diags(diags, first);
        size_t n = diags->printed_len - printed_from; /* .print writes again */
        if (n) {
            char *again = malloc(n);
            if (!again) {
                diags->out_of_memory = 1;
            } else { /* (a copy: the text moves as it grows) */
                memcpy(again, diags->printed + printed_from, n);
                mca_diags_print_out(diags, again, n);
                free(again);
            }
        }
    }
    if (!o->disable_im && isa->instrument_classes)
        isa->instrument_classes(p->catalog, &p->input.source, &p->input.instruments, p->insts,
                                p->inst_count);
    return 0;
}

/* Where instruction i stands in the input: an instantiated one (macro,
 * .rept) lies past the input, at the statement that made it. */
static size_t origin_of(const mca_program *p, size_t i)
{
    return mca_source_origin(&p->input.source, p->insts[i].offset);
}

/* The first of the instructions (in origin order) at or after offset. */
static size_t first_at(const mca_program *p, size_t offset)
{
    size_t lo = 0, hi = p->inst_count;
    while (lo < hi) {
        size_t mid = lo + (hi - lo) / 2;
        if (origin_of(p, mid) < offset)
            lo = mid + 1;
        else
            hi = mid;
    }
    return lo;
}

/* Give region rc the instructions it encloses.  Instructions in origin
 * order (the usual case) are found by binary search, so that many regions
 * cost time linear in the input, not regions x instructions. */
static int assign_region(mca_program *p, mca_region_code *rc, bool sorted)
{
    const mca_region *r = rc->region;
    size_t from = 0, to = p->inst_count;
    if (sorted) {
        if (r->begin != MCA_NO_OFFSET)
            from = first_at(p, r->begin);
        if (r->end != MCA_NO_OFFSET)
            to = first_at(p, r->end + 1);
        if (to < from)
            to = from;
    }
    rc->insts = malloc((to > from ? to - from : 1) * sizeof *rc->insts);
    if (!rc->insts)
        return -1;
    for (size_t i = from; i < to; i++)
        if (mca_regions_holds(&p->input.regions, r, &p->input.source, p->insts[i].offset))
            rc->insts[rc->count++] = &p->insts[i];
    return 0;
}

/* Give each region the instructions it encloses. */
static int assign_regions(mca_program *p, mca_diags *diags)
{
    const mca_regions *rs = &p->input.regions;
    p->regions = calloc(rs->count ? rs->count : 1, sizeof *p->regions);
    if (!p->regions)
        goto oom;
    p->region_count = rs->count;
    bool sorted = !rs->stmts; /* (markers past the input: see mca_regions_holds) */
    for (size_t i = 1; i < p->inst_count && sorted; i++)
        sorted = origin_of(p, i - 1) <= origin_of(p, i);
    for (size_t r = 0; r < rs->count; r++) {
        p->regions[r].region = &rs->items[r];
        if (assign_region(p, &p->regions[r], sorted) != 0)
            goto oom;
    }
    return 0;
oom:
    mca_diags_add(diags, MCA_DIAG_ERROR, "out of memory");
    return -1;
}

/* Once the model is loaded, the CPU goes by the name LLVM's subtarget
 * gives it (what llvm-mca's JSON prints). */
static mca_program_status subtarget_name(mca_program *p, mca_diags *diags)
{
    const char *(*rename)(const char *) = p->target.isa->subtarget_cpu;
    const char *name = rename && p->target.cpu ? rename(p->target.cpu) : NULL;
    if (!name)
        return MCA_PROGRAM_OK;
    char *copy = strdup(name);
    if (!copy) {
        mca_diags_add(diags, MCA_DIAG_ERROR, "out of memory");
        return MCA_PROGRAM_ERROR;
    }
    free(p->target.cpu);
    p->target.cpu = copy;
    return MCA_PROGRAM_OK;
}

mca_program_status mca_program_load(mca_program *p, const mca_options *o, mca_diags *diags)
{
    memset(p, 0, sizeof *p);
    if (mca_target_resolve(&p->target, o->mtriple, o->march, o->mcpu, diags) != 0)
        return MCA_PROGRAM_ERROR;
    /* llvm-mca's order: the input file, then the CPU, then the code. */
    bool help = strcmp(p->target.cpu, "help") == 0;
    if (!help && mca_input_read(&p->input, o->input, diags) != 0) {
        mca_program_free(p);
        return MCA_PROGRAM_ERROR;
    }
    mca_program_status st = load_model(p, o, diags);
    if (st == MCA_PROGRAM_OK)
        st = subtarget_name(p, diags);
    size_t printed = diags->printed_len;
    if (st == MCA_PROGRAM_OK &&
        (mca_disasm_input(&p->input.source, &p->target, o, diags) != 0 ||
         (p->input.triple = p->target.triple,
         mca_input_prepare(&p->input, mca_target_syntax(&p->target), diags) != 0) ||
         parse(p, o, printed, diags) != 0 || assign_regions(p, diags) != 0))
        st = MCA_PROGRAM_ERROR;
    if (st != MCA_PROGRAM_OK)
        mca_program_free(p);
    return st;
}

mca_program_status mca_program_load_model(mca_program *base, const mca_options *o,
                                          mca_diags *diags)
{
    memset(base, 0, sizeof *base);
    if (mca_target_resolve(&base->target, o->mtriple, o->march, o->mcpu, diags) != 0)
        return MCA_PROGRAM_ERROR;
    mca_program_status st = load_model(base, o, diags);
    /* one front end for every block: making one per block took 3% of a
     * batch's time (x86: tables of the catalog's register classes) */
    if (st == MCA_PROGRAM_OK && base->target.isa->parse &&
        !(base->frontend = base->target.isa->new_frontend(base->catalog, diags)))
        st = MCA_PROGRAM_ERROR;
    if (st == MCA_PROGRAM_OK)
        st = subtarget_name(base, diags);
    if (st != MCA_PROGRAM_OK)
        mca_program_free(base);
    return st;
}

mca_program_status mca_program_load_text(mca_program *p, const mca_program *base,
                                         const mca_options *o, const char *name,
                                         const char *text, size_t len, mca_diags *diags)
{
    memset(p, 0, sizeof *p);
    p->target = base->target;
    p->catalog = base->catalog;
    p->model = base->model;
    p->frontend = base->frontend;
    p->borrowed = true;
    size_t printed = diags->printed_len;
    if (mca_source_from_memory(&p->input.source, name, text, len, diags) != 0 ||
        mca_disasm_input(&p->input.source, &p->target, o, diags) != 0 ||
        (p->input.triple = p->target.triple,
         mca_input_prepare(&p->input, mca_target_syntax(&p->target), diags) != 0) ||
        parse(p, o, printed, diags) != 0 || assign_regions(p, diags) != 0) {
        mca_program_free(p);
        return MCA_PROGRAM_ERROR;
    }
    return MCA_PROGRAM_OK;
}

void mca_program_free(mca_program *p)
{
    for (size_t r = 0; r < p->region_count; r++)
        free(p->regions[r].insts);
    free(p->regions);
    for (size_t i = 0; i < p->inst_count; i++)
        mca_inst_free(&p->insts[i]);
    free(p->insts);
    if (p->frontend && !p->borrowed)
        p->target.isa->free_frontend(p->frontend);
    mca_input_free(&p->input);
    if (!p->borrowed) {
        mca_model_free(p->model);
        mca_catalog_free(p->catalog);
        mca_target_free(&p->target);
    }
    memset(p, 0, sizeof *p);
}

int mca_program_check_instruments(const mca_program *p, mca_diags *diags)
{
    return mca_instruments_check_data(&p->input.instruments, &p->input.source,
                                      p->target.isa->instrument_kinds,
                                      p->target.isa->instrument_data_ok, diags);
}

int mca_program_check_printer(const mca_program *p, int variant, mca_diags *diags)
{
    if (variant == -1 || (unsigned)variant < p->target.isa->variants)
        return 0;
    mca_diags_add(diags, MCA_DIAG_ERROR,
                  "unable to create instruction printer for target triple '%s' with "
                  "assembly variant %u.", p->target.triple, (unsigned)variant);
    return -1;
}

bool mca_program_out_of_order(const mca_program *p)
{
    return p->model && mca_model_parameters(p->model)->micro_op_buffer_size > 1;
}
