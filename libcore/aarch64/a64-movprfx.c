/* a64-movprfx: the rules LLVM 22's AArch64 assembler checks for the
 * instruction that follows a movprfx (its "instruction is unpredictable
 * when following a movprfx ..." errors, which llvm-mca reports).
 *
 * A movprfx makes the next matched instruction prefixed (statements that
 * fail to match in between leave it so).  The prefixed instruction must be
 * destructive, write the movprfx's register, not read it in another
 * operand (tied operands aside), and after a predicated movprfx be
 * predicated by the same governing predicate with the same element size.
 * brk and hlt may follow without a check.  Which opcodes are destructive
 * and their element sizes are LLVM's (TSFlags), written by
 * mca-a64-sysregs (libcore/modelgen/a64-sysregs.cpp). */
#include <config.h>

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "a64-internal.h"
#include "../fixed-strings.h"

typedef struct {
    char name[24];            /* (in place: fixed-strings.h) */
    uint8_t destructive, elsize;
} a64_prfx_rec;

MCA_FIXED_STRINGS_BEGIN
#include "../models/aarch64/movprfx.inc"
MCA_FIXED_STRINGS_END

static int cmp_rec(const void *key, const void *elem)
{
    return strcmp((const char *)key, ((const a64_prfx_rec *)elem)->name);
}

static const a64_prfx_rec *lookup(const char *name)
{
    return bsearch(name, a64_prfx_ops, A64_MOVPRFX_COUNT, sizeof *a64_prfx_ops, cmp_rec);
}

static const char *const unpredictable = "instruction is unpredictable when following a ";

/* Whether reg is one of p0..p15 (LLVM's PPR class). */
static bool is_ppr(const a64_fe *fe, unsigned reg)
{
    for (int k = 0; k < 16; k++)
        if (reg && fe->reg[A64_R_P][k] == reg)
            return true;
    return false;
}

int a64_movprfx_check(a64_cur *c, const a64_match *m, size_t ops_at)
{
    a64_prfx *st = c->prfx;
    if (!st)
        return 0;
    const a64_prfx prev = *st;
    const mca_opcode *op = mca_catalog_opcode(c->fe->cat, m->opcode);
    const a64_prfx_rec *r = op ? lookup(op->name) : NULL;
    memset(st, 0, sizeof *st);
    if (op && !strcmp(op->name, "MOVPRFX_ZZ") && m->nops >= 1) {
        st->active = 1;
        st->dst = m->ops[0].reg;
    } else if (op && !strncmp(op->name, "MOVPRFX_ZP", 10) && m->nops >= 3) {
        st->active = 1;
        st->predicated = 1;
        st->elsize = r ? r->elsize : 0;
        st->dst = m->ops[0].reg;
        st->pg = m->ops[op->name[10] == 'm' ? 2 : 1].reg;
    }
    if (!prev.active || !op || !strcmp(op->name, "BRK") || !strcmp(op->name, "HLT"))
        return 0;
    size_t first = ops_at;
    while (first < c->end && (c->s[first] == ' ' || c->s[first] == '\t'))
        first++;
    if (!r || !r->destructive)
        return a64_error(c, c->mn_at, 1, "%smovprfx, suggest replacing movprfx with mov",
                         unpredictable);
    if (!m->nops || m->ops[0].kind != MCA_OPERAND_REG || m->ops[0].reg != prev.dst)
        return a64_error(c, first, 1, "%smovprfx writing to a different destination",
                         unpredictable);
    for (unsigned i = 1; i < m->nops && i < op->op_count; i++)
        if (m->ops[i].kind == MCA_OPERAND_REG && op->ops[i].tied < 0 && m->ops[i].reg &&
            mca_catalog_regs_overlap(c->fe->cat, prev.dst, m->ops[i].reg))
            return a64_error(c, first, 1, "%smovprfx and destination also used as "
                             "non-destructive source", unpredictable);
    if (prev.predicated) {
        unsigned pg = 0;
        for (unsigned i = 1; i < m->nops && !pg; i++)
            if (m->ops[i].kind == MCA_OPERAND_REG && is_ppr(c->fe, m->ops[i].reg))
                pg = m->ops[i].reg;
        if (!pg || !r->elsize)
            return a64_error(c, c->mn_at, 1, "%spredicated movprfx, suggest using "
                             "unpredicated movprfx", unpredictable);
        if (pg != prev.pg)
            return a64_error(c, c->mn_at, 1, "%spredicated movprfx using a different "
                             "general predicate", unpredictable);
        if (r->elsize != prev.elsize)
            return a64_error(c, c->mn_at, 1, "%spredicated movprfx with a different "
                             "element size", unpredictable);
    }
    return 0;
}
