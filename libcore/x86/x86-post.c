/* x86-post: what LLVM's assembler does after matching (shift and rotate
 * by one, VEX3 to VEX2 by _REV moves and commuted sources, segment moves,
 * xchg %rax,%rax, int $3) and its high-byte register check. */
#include <config.h>

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "x86-internal.h"

static int is_ext_reg(const mca_catalog *cat, const mca_operand *o)
{
    if (o->kind != MCA_OPERAND_REG || !o->reg)
        return 0;
    const mca_register *r = mca_catalog_register(cat, o->reg);
    if (!r || !r->name)
        return 0;
    const char *n = r->name;
    int num = -1;
    if (!strncmp(n, "XMM", 3) || !strncmp(n, "YMM", 3))
        num = atoi(n + 3);
    else if (n[0] == 'R' && isdigit((unsigned char)n[1]))
        num = atoi(n + 1);
    return num >= 8 && num <= 15;
}

static int replace_opcode(const mca_catalog *cat, x86_result *m, const char *name)
{
    const mca_opcode *op = mca_catalog_opcode_named(cat, name, strlen(name));
    if (!op)
        return 0;
    m->opcode = op->number;
    return 1;
}

static const char *reg_name16(const mca_catalog *cat, unsigned r)
{
    const mca_register *reg = mca_catalog_register(cat, r);
    const char *n = reg && reg->name ? reg->name : "";
    /* 16-bit GPRs: AX..SP (two letters) and R8W..R31W */
    if (n[0] == 'R' && isdigit((unsigned char)n[1]) && n[strlen(n) - 1] == 'W')
        return "16";
    return strlen(n) == 2 && n[1] != 'S' && n[1] != 'H' && n[1] != 'L' ? "16" : "";
}

/* Shift and rotate by an immediate 1 use the shorter "by one" opcodes. */
static void shift_by_one(const mca_catalog *cat, const mca_opcode *op, x86_result *m)
{
    static const char *const ops[] = { "RCL", "RCR", "ROL", "ROR", "SAR", "SHL", "SHR" };
    int hit = 0;
    for (int k = 0; (op->name[0] == 'R' || op->name[0] == 'S') && k < 7; k++)
        hit |= strncmp(op->name, ops[k], 3) == 0;
    if (!hit || !m->nops || m->ops[m->nops - 1].kind != MCA_OPERAND_IMM ||
        m->ops[m->nops - 1].imm != 1)
        return;
    char buf[64];
    size_t n = strlen(op->name);
    if (n >= sizeof buf)
        return;
    memcpy(buf, op->name, n + 1);
    char *p = buf + 3;
    while (isdigit((unsigned char)*p))
        p++;
    if ((p[0] != 'r' && p[0] != 'm') || p[1] != 'i' || (p[2] && p[2] != '_'))
        return;
    p[1] = '1';
    if (replace_opcode(cat, m, buf))
        m->nops--;
}

static const char *const rev_moves[] = {
    "VMOVAPDrr", "VMOVAPDYrr", "VMOVAPSrr", "VMOVAPSYrr", "VMOVDQArr", "VMOVDQAYrr",
    "VMOVDQUrr", "VMOVDQUYrr", "VMOVUPDrr", "VMOVUPDYrr", "VMOVUPSrr", "VMOVUPSYrr",
};

/* Map 0F38/0F3A commutable VEX operations, which cannot be commuted. */
static const char *const no_commute[] = {
    "VPMULLD", "VPMULDQ", "VPMAXSB", "VPMAXSD", "VPMAXUW", "VPMAXUD", "VPMINSB",
    "VPMINSD", "VPMINUW", "VPMINUD", "VPCMPEQQ", "VPMULHRSW", "VMOVHLPS",
    "VUNPCKHPD", "VPCLMULQDQ", "VAESENC",
};

/* LLVM rewrites VEX instructions whose extended register sits in the r/m
 * field so that a two-byte VEX prefix suffices: _REV moves, or commuted
 * sources. */
static void vex3_to_vex2(const mca_catalog *cat, const mca_opcode *op, x86_result *m)
{
    const char *name = op->name;
    if (name[0] != 'V') /* every opcode below is a VEX one */
        return;
    char buf[64];
    int a = -1, b = -1;
    const char *to = NULL;
    for (size_t k = 0; name[1] == 'M' && k < sizeof rev_moves / sizeof rev_moves[0]; k++)
        if (!strcmp(name, rev_moves[k])) /* (all "VMOV...") */
            a = 0, b = 1, to = name;
    if (!strcmp(name, "VMOVSDrr") || !strcmp(name, "VMOVSSrr"))
        a = 0, b = 2, to = name;
    if (!strcmp(name, "VMOVZPQILo2PQIrr"))
        a = 0, b = 1, to = NULL;
    if (a < 0) {
        size_t n = strlen(name);
        if (name[0] != 'V' || strchr(name, 'Z') || n < 3 || strcmp(name + n - 2, "rr") ||
            !(op->flags & MCA_OPF_COMMUTABLE) || op->op_count != 3 || m->nops != 3)
            return;
        for (size_t k = 0; k < sizeof no_commute / sizeof no_commute[0]; k++)
            if (!strncmp(name, no_commute[k], strlen(no_commute[k])))
                return;
        for (unsigned i = 0; i < 3; i++)
            if (op->ops[i].kind != MCA_OPND_REG || op->ops[i].tied >= 0)
                return;
        a = 1, b = 2;
    }
    if (!strncmp(name, "VCMP", 4) && strstr(name, "rri")) {
        return;
    }
    if (is_ext_reg(cat, &m->ops[a]) || !is_ext_reg(cat, &m->ops[b]))
        return;
    if (!strcmp(name, "VMOVZPQILo2PQIrr")) {
        replace_opcode(cat, m, "VMOVPQI2QIrr");
        return;
    }
    if (to) {
        if (strlen(to) + 5 > sizeof buf)
            return;
        snprintf(buf, sizeof buf, "%s_REV", to);
        replace_opcode(cat, m, buf);
        return;
    }
    mca_operand t = m->ops[a];
    m->ops[a] = m->ops[b];
    m->ops[b] = t;
    if (m->exprs) {
        char *e = m->exprs[a];
        m->exprs[a] = m->exprs[b];
        m->exprs[b] = e;
    }
}

/* In 16-bit mode a segment register moves to (AT&T) or from (Intel) a
 * 16-bit register whatever the size written: movl %eax, %ds is movw %ax,
 * %ds there, as LLVM 22 reads it.  EAX..ESP to AX..SP. */
static void segment_move16(const mca_catalog *cat, const mca_opcode *op, int intel,
                           x86_result *m)
{
    int sr = !intel && !strcmp(op->name, "MOV32sr");
    int rs = intel && !strcmp(op->name, "MOV32rs");
    unsigned gi = sr ? 1 : 0;
    if ((!sr && !rs) || m->nops != 2 || m->ops[gi].kind != MCA_OPERAND_REG)
        return;
    const mca_register *g = mca_catalog_register(cat, m->ops[gi].reg);
    if (!g || !g->name)
        return;
    /* (the matcher reads movw %ax, %ds as MOV32sr, LLVM's pick outside
     * 16-bit mode) */
    if (strlen(reg_name16(cat, m->ops[gi].reg)) == 2) {
        replace_opcode(cat, m, sr ? "MOV16sr" : "MOV16rs");
        return;
    }
    if (strlen(g->name) != 3 || g->name[0] != 'E')
        return;
    for (unsigned k = 0; k < g->sub_count; k++) {
        const mca_register *sub = mca_catalog_register(cat, g->subs[k]);
        if (sub && sub->name && !strcmp(sub->name, g->name + 1) &&
            replace_opcode(cat, m, sr ? "MOV16sr" : "MOV16rs")) {
            m->ops[gi].reg = g->subs[k];
            return;
        }
    }
}

void x86_post_match(const mca_catalog *cat, const x86_stmt *st, int mode, x86_result *m)
{
    /* (the opcode is looked up again only when a rewrite changed it) */
    unsigned was = m->opcode;
    const mca_opcode *op = mca_catalog_opcode(cat, was);
    shift_by_one(cat, op, m);
    if (m->opcode != was)
        op = mca_catalog_opcode(cat, was = m->opcode);
    if (!(st->prefixes & X86_PFX_VEX3)) {
        vex3_to_vex2(cat, op, m);
        if (m->opcode != was)
            op = mca_catalog_opcode(cat, m->opcode);
    }
    int intel = st->intel;
    int mov = op->name[0] == 'M'; /* (the names are tested by first letter first) */
    if (mov && mode == 16) {
        segment_move16(cat, op, intel, m);
        mov = 0;
    }
    /* a segment register moves to or from a 32-bit register */
    int sr = mov && ((!intel && !strcmp(op->name, "MOV16sr")) || !strcmp(op->name, "MOV32sr"));
    int rs = mov && ((intel && !strcmp(op->name, "MOV16rs")) || !strcmp(op->name, "MOV32rs"));
    if ((sr || rs) && m->nops == 2 && strlen(reg_name16(cat, m->ops[sr ? 1 : 0].reg)) == 2) {
        unsigned gi = sr ? 1 : 0;
        const mca_register *g = mca_catalog_register(cat, m->ops[gi].reg);
        for (unsigned k = 0; g && k < g->super_count; k++) {
            const mca_register *sup = mca_catalog_register(cat, g->supers[k]);
            if (sup && sup->name && sup->name[0] == (g->name[0] == 'R' ? 'R' : 'E') &&
                (strlen(sup->name) == 3 || sup->name[strlen(sup->name) - 1] == 'D') &&
                replace_opcode(cat, m, sr ? "MOV32sr" : "MOV32rs")) {
                m->ops[gi].reg = g->supers[k];
                break;
            }
        }
    }
    if (op->name[0] == 'X' && !strcmp(op->name, "XCHG64ar") && m->nops >= 1 && m->ops[0].kind == MCA_OPERAND_REG) {
        const mca_register *r = mca_catalog_register(cat, m->ops[0].reg);
        if (r && !strcmp(r->name, "RAX") && replace_opcode(cat, m, "NOOP"))
            m->nops = 0;
    }
    if (op->name[0] == 'I' && !strcmp(op->name, "INT") && m->nops == 1 && m->ops[0].kind == MCA_OPERAND_IMM &&
        m->ops[0].imm == 3 && replace_opcode(cat, m, "INT3"))
        m->nops = 0;
}

/* A REX-requiring register class: 64-bit GPRs, r8-r31 and their parts,
 * spl/bpl/sil/dil. */
static int needs_rex(const char *n)
{
    if (n[0] == 'R' && (isdigit((unsigned char)n[1]) || !strcmp(n + 1, "AX") ||
                        !strcmp(n + 1, "BX") || !strcmp(n + 1, "CX") ||
                        !strcmp(n + 1, "DX") || !strcmp(n + 1, "SI") ||
                        !strcmp(n + 1, "DI") || !strcmp(n + 1, "BP") ||
                        !strcmp(n + 1, "SP")))
        return 1;
    return n[0] && n[1] && n[2] == 'L' && !n[3] &&
           (!strcmp(n, "SPL") || !strcmp(n, "BPL") || !strcmp(n, "SIL") || !strcmp(n, "DIL"));
}

/* ah/bh/ch/dh next to a register that needs a REX prefix: its name. */
const char *x86_high_byte_conflict(const mca_catalog *cat, const x86_stmt *st)
{
    const char *high = NULL;
    int rex = 0;
    static const char *const hb[] = { "AH", "BH", "CH", "DH" };
    static const char *const lower[] = { "ah", "bh", "ch", "dh" };
    for (size_t i = 0; i < st->ops.n; i++) {
        const x86_operand *o = &st->ops.v[i];
        if (o->kind == X86_OP_REG) {
            const mca_register *r = mca_catalog_register(cat, o->reg);
            if (!r || !r->name)
                continue;
            for (int k = 0; r->name[1] == 'H' && k < 4; k++)
                if (!strcmp(r->name, hb[k]))
                    high = lower[k];
            rex |= needs_rex(r->name);
        } else if (o->kind == X86_OP_MEM) {
            unsigned regs[2] = { o->base, o->index };
            for (int k = 0; k < 2; k++) {
                const mca_register *r = regs[k] ? mca_catalog_register(cat, regs[k]) : NULL;
                if (r && r->name && r->name[0] == 'R' && isdigit((unsigned char)r->name[1]))
                    rex = 1;
            }
        }
    }
    return high && rex ? high : NULL;
}
