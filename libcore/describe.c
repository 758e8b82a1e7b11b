/* describe: per-region descriptors (see mca/describe.h). */
#include <config.h>

#include "mca/describe.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

static void report_failure(const mca_inst *inst, mca_desc_status st, bool skip,
                           mca_diags *diags)
{
    if (skip)
        mca_diags_add(diags, MCA_DIAG_WARNING,
                      "%s, skipping with -skip-unsupported-instructions, note accuracy "
                      "will be impacted:", mca_desc_status_message(st));
    else
        mca_diags_add(diags, MCA_DIAG_ERROR,
                      "%s, use -skip-unsupported-instructions=lack-sched to ignore these "
                      "on the input.", mca_desc_status_message(st));
    /* The note shows the instruction with the printer's leading tab. */
    mca_diags_add(diags, MCA_DIAG_NOTE, "instruction: \t%s", inst->text ? inst->text : "");
}

/* llvm-mca lays out an instruction's reads and writes once per opcode and
 * non-variant class, on the first such instruction of the region (its
 * descriptor cache is cleared for every region), so each instruction is
 * described after that one: a table from (opcode, class) to the first
 * instruction, open addressing. */
typedef struct {
    struct first_entry { unsigned opcode, cls; const mca_inst *inst; } *v;
    size_t cap;
} first_table;

/* The class llvm-mca keys descriptors by, or -1 for a variant class
 * (llvm-mca keys those by the whole instruction: no other one is first). */
static long plain_class(const mca_program *p, const mca_inst *inst)
{
    const mca_opcode *op = mca_catalog_opcode(p->catalog, inst->opcode);
    if (!op)
        return -1;
    unsigned cls = inst->sched_class ? inst->sched_class : op->sched_class;
    return mca_model_resolve_class(p->model, inst, cls) == (int)cls ? (long)cls : -1;
}

/* The first instruction of inst's kind, inst itself when it is. */
static const mca_inst *first_of(first_table *t, const mca_program *p, const mca_inst *inst)
{
    long cls = plain_class(p, inst);
    if (cls < 0 || !t->cap)
        return inst;
    size_t h = ((size_t)inst->opcode * 2654435761u ^ (size_t)cls * 40503u) & (t->cap - 1);
    while (t->v[h].inst) {
        if (t->v[h].opcode == inst->opcode && t->v[h].cls == (unsigned)cls)
            return t->v[h].inst;
        h = (h + 1) & (t->cap - 1);
    }
    t->v[h] = (struct first_entry){ inst->opcode, (unsigned)cls, inst };
    return inst;
}

/* Instructions already described, by their contents: a block repeats
 * the same instructions, and describing one again after the same first
 * instruction gives the same descriptor, so it is copied (its lists
 * shared: out->shared).  Only those
 * described after another (first != inst) are kept: a first instruction
 * is described on itself, which its repeats are not.  Open addressing,
 * as many slots as the first-instruction table. */
typedef struct {
    struct same_entry { const mca_inst *inst, *first; unsigned desc; } *v;
    size_t cap;
} same_table;

static int same_inst(const mca_inst *a, const mca_inst *b)
{
    return a->opcode == b->opcode && a->flags == b->flags && a->op_count == b->op_count &&
           a->sched_class == b->sched_class &&
           (!a->op_count || !memcmp(a->ops, b->ops, a->op_count * sizeof *a->ops));
}

static size_t inst_hash(const mca_inst *inst)
{
    uint64_t h = ((uint64_t)inst->opcode << 32 | inst->flags) ^ inst->sched_class;
    for (unsigned i = 0; i < inst->op_count; i++) {
        const mca_operand *o = &inst->ops[i];
        h = (h ^ ((uint64_t)o->kind << 32 | o->reg)) * 0x9e3779b97f4a7c15ull;
        h = (h ^ (uint64_t)o->imm) * 0x9e3779b97f4a7c15ull;
    }
    h *= 0x9e3779b97f4a7c15ull;
    return (size_t)(h >> 24);
}

/* The slot of an instruction like inst, or the empty slot for it. */
static struct same_entry *same_slot(same_table *t, const mca_inst *inst)
{
    size_t h = inst_hash(inst) & (t->cap - 1);
    while (t->v[h].inst && !same_inst(t->v[h].inst, inst))
        h = (h + 1) & (t->cap - 1);
    return &t->v[h];
}

/* The table's size for region rc: a power of 2, at least twice the
 * instructions. */
static size_t first_table_cap(const mca_region_code *rc)
{
    size_t cap = 16;
    while (cap < 2 * rc->count)
        cap *= 2;
    return cap;
}

int mca_describe_region(const mca_program *p, const mca_region_code *rc,
                        const mca_options *o, mca_region_descs *out, mca_diags *diags)
{
    memset(out, 0, sizeof *out);
    size_t n = rc->count ? rc->count : 1;
    /* one block for the region's lists and the first-instruction table
     * (a data set's blocks describe a region each: one allocation, not
     * five); out->descs owns it.  A small region's tables (used only
     * here) are on the stack instead: its block then stays small enough
     * for malloc's per-thread cache (under 1 KiB for a block of five
     * instructions), where a larger one would consolidate the heap first
     * (~2k instructions a block in batch mode). */
    enum { STACK_CAP = 128 };
    struct first_entry first_stack[STACK_CAP];
    struct same_entry same_stack[STACK_CAP];
    first_table firsts = { NULL, first_table_cap(rc) };
    same_table sames = { NULL, firsts.cap };
    bool tables_in_block = firsts.cap > STACK_CAP;
    size_t bytes = n * (sizeof *out->descs + sizeof *out->insts + sizeof *out->desc_ptrs +
                        sizeof *out->texts) + n * sizeof *out->shared;
    if (tables_in_block)
        bytes += firsts.cap * sizeof *firsts.v + sames.cap * sizeof *sames.v;
    _Static_assert(_Alignof(mca_instr_desc) >= _Alignof(const void *) &&
                   sizeof(mca_instr_desc) % _Alignof(const void *) == 0 &&
                   _Alignof(struct first_entry) <= _Alignof(const void *) &&
                   _Alignof(struct same_entry) <= _Alignof(const void *) &&
                   sizeof(struct first_entry) % _Alignof(struct same_entry) == 0,
                   "the lists are laid out by decreasing alignment");
    char *block = malloc(bytes); /* (each list is written before it is read) */
    if (!block) {
        mca_diags_add(diags, MCA_DIAG_ERROR, "out of memory");
        return -1;
    }
    out->descs = (mca_instr_desc *)block;
    block += n * sizeof *out->descs;
    out->insts = (const mca_inst **)block;
    block += n * sizeof *out->insts;
    out->desc_ptrs = (const mca_instr_desc **)block;
    block += n * sizeof *out->desc_ptrs;
    out->texts = (const char **)block;
    block += n * sizeof *out->texts;
    if (tables_in_block) {
        firsts.v = (struct first_entry *)block;
        block += firsts.cap * sizeof *firsts.v;
        sames.v = (struct same_entry *)block;
        block += sames.cap * sizeof *sames.v;
    } else {
        firsts.v = first_stack;
        sames.v = same_stack;
    }
    memset(firsts.v, 0, firsts.cap * sizeof *firsts.v);
    memset(sames.v, 0, sames.cap * sizeof *sames.v);
    unsigned char *shared = (unsigned char *)block;
    out->shared = shared;
    bool skip = o->skip_unsupported == MCA_SKIP_LACK_SCHED ||
                o->skip_unsupported == MCA_SKIP_ANY;
    bool warned_call = false, warned_return = false; /* once per region */
    for (size_t i = 0; i < rc->count; i++) {
        const mca_inst *inst = rc->insts[i];
        mca_instr_desc *d = &out->descs[out->count];
        const mca_inst *first = first_of(&firsts, p, inst);
        struct same_entry *same = first != inst ? same_slot(&sames, inst) : NULL;
        mca_desc_status st = MCA_DESC_OK;
        shared[out->count] = same && same->inst && same->first == first;
        if (shared[out->count]) {
            *d = out->descs[same->desc];
        } else {
            st = mca_instr_describe_after(p->catalog, p->model, inst, first, o->disable_cb, d);
            if (same && st == MCA_DESC_OK)
                *same = (struct same_entry){ inst, first, out->count };
        }
        if (st == MCA_DESC_NO_MEMORY) {
            mca_diags_add(diags, MCA_DIAG_ERROR, "out of memory");
            mca_region_descs_free(out);
            return -1;
        }
        if (st != MCA_DESC_OK) {
            report_failure(inst, st, skip, diags);
            if (skip)
                continue;
            mca_region_descs_free(out);
            return -1;
        }
        if (d->is_call && !warned_call) {
            warned_call = true;
            mca_diags_add(diags, MCA_DIAG_WARNING,
                          "found a call in the input assembly sequence.");
            mca_diags_add(diags, MCA_DIAG_NOTE,
                          "call instructions are not correctly modeled. Assume a latency "
                          "of %ucy.", o->call_latency);
        }
        if (d->is_return && !warned_return) {
            warned_return = true;
            mca_diags_add(diags, MCA_DIAG_WARNING,
                          "found a return instruction in the input assembly sequence.");
            mca_diags_add(diags, MCA_DIAG_NOTE, "program counter updates are ignored.");
        }
        out->insts[out->count] = inst;
        out->desc_ptrs[out->count] = d;
        out->texts[out->count] = inst->text ? inst->text : "";
        out->count++;
    }
    return 0;
}

void mca_region_descs_free(mca_region_descs *rd)
{
    for (unsigned i = 0; rd->descs && i < rd->count; i++)
        if (!rd->shared[i])
            mca_instr_desc_free(&rd->descs[i]);
    free(rd->descs); /* the block of descs, insts, desc_ptrs and texts */
    free(rd->encodings);
    memset(rd, 0, sizeof *rd);
}

/* Point rd's instructions at their encodings. */
static int attach_encodings(const mca_program *p, const mca_encodings *enc,
                            mca_region_descs *rd, mca_diags *diags)
{
    rd->encodings = calloc(rd->count ? rd->count : 1, sizeof *rd->encodings);
    if (!rd->encodings) {
        mca_diags_add(diags, MCA_DIAG_ERROR, "out of memory");
        return -1;
    }
    for (unsigned k = 0; k < rd->count; k++)
        rd->encodings[k] = &enc->of[rd->insts[k] - p->insts];
    return 0;
}

/* enc: NULL without -show-encoding; computed with the first region that
 * prints (llvm-mca reports errors in the regions first). */
static int report_regions(const mca_program *p, const mca_options *o, mca_region_view view,
                          void *ctx, mca_encodings *enc, mca_strbuf *out,
                          mca_diags *diags)
{
    unsigned printed = 0;
    for (size_t r = 0; r < p->region_count; r++) {
        const mca_region_code *rc = &p->regions[r];
        if (!rc->count)
            continue;
        /* the text so far is out before this region's diagnostics, as in
         * llvm-mca, which writes each region's report before the next */
        mca_strbuf_flush_lines(out);
        mca_region_descs rd;
        if (mca_describe_region(p, rc, o, &rd, diags) != 0)
            return -1;
        if (!rd.count) {
            mca_region_descs_free(&rd);
            continue;
        }
        if (enc && ((!enc->of && mca_encodings_compute(enc, p, o->mattr, diags) != 0) ||
                    attach_encodings(p, enc, &rd, diags) != 0)) {
            mca_region_descs_free(&rd);
            return -1;
        }
        const mca_region *reg = rc->region;
        if (!o->json && (reg->begin != MCA_NO_OFFSET || reg->end != MCA_NO_OFFSET)) {
            mca_strbuf_printf(out, "\n[%u] Code Region", printed);
            if (*reg->name)
                mca_strbuf_printf(out, " - %s", reg->name);
            mca_strbuf_puts(out, "\n\n");
        }
        printed++;
        rd.region = reg;
        int rc_view = view(ctx, p, &rd, out, diags);
        mca_region_descs_free(&rd);
        if (rc_view != 0)
            return -1;
    }
    mca_strbuf_flush_lines(out);
    if (!printed) {
        mca_diags_add(diags, MCA_DIAG_ERROR, "no assembly instructions found.");
        return -1;
    }
    if (out->failed) {
        mca_diags_add(diags, MCA_DIAG_ERROR, "out of memory");
        return -1;
    }
    return 0;
}

int mca_report_regions(const mca_program *p, const mca_options *o, mca_region_view view,
                       void *ctx, mca_strbuf *out, mca_diags *diags)
{
    /* Encodings only show in the text Instruction Info view; LLVM is
     * loaded for them only then. */
    if (!o->show_encoding || o->json || !o->instruction_info.value)
        return report_regions(p, o, view, ctx, NULL, out, diags);
    mca_encodings enc = { NULL, 0, NULL };
    int rc = report_regions(p, o, view, ctx, &enc, out, diags);
    mca_encodings_free(&enc);
    return rc;
}
