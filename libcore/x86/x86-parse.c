/* x86-parse: the front end's driver.  Each statement: labels, directives
 * (.intel_syntax/.att_syntax switch the syntax; others are ignored),
 * prefixes, the mnemonic and its operands; then the matcher, LLVM's
 * post-match rewrites, and the printer.  Errors as llvm-mca reports them. */
#include <config.h>

#include <ctype.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "x86-internal.h"

mca_x86 *mca_x86_new(const mca_catalog *cat, mca_diags *diags)
{
    if (!cat) {
        mca_diags_add(diags, MCA_DIAG_ERROR, "no instruction catalog");
        return NULL;
    }
    mca_x86 *fe = calloc(1, sizeof *fe);
    if (!fe) {
        mca_diags_add(diags, MCA_DIAG_ERROR, "out of memory");
        return NULL;
    }
    fe->cat = cat;
    return fe;
}

void mca_x86_free(mca_x86 *fe)
{
    if (!fe)
        return;
    free(fe);
}

/* ------------------------------------------------------------ mnemonics */

static const char *const cc_alias[][2] = {
    { "z", "e" }, { "nz", "ne" }, { "c", "b" }, { "nae", "b" }, { "nc", "ae" },
    { "nb", "ae" }, { "na", "be" }, { "nbe", "a" }, { "pe", "p" }, { "po", "np" },
    { "nge", "l" }, { "nl", "ge" }, { "ng", "le" }, { "nle", "g" },
};

/* Rewrite assembler aliases of m in place (buffer has room for 8 more). */
static void canon_mnemonic(char *m, int intel)
{
    if (strncmp(m, "sal", 3) == 0 && strlen(m) <= 4) {
        m[1] = 'h';
        return;
    }
    static const char *const fam[] = { "cmov", "set", "j" };
    for (int k = 0; k < 3; k++) {
        size_t pl = strlen(fam[k]);
        if (strncmp(m, fam[k], pl) != 0)
            continue;
        char *r = m + pl;
        size_t rl = strlen(r);
        for (size_t a = 0; a < sizeof cc_alias / sizeof cc_alias[0]; a++) {
            size_t al = strlen(cc_alias[a][0]);
            int suffix = k == 0 && !intel && rl == al + 1 && strchr("wlq", r[al]);
            if ((rl == al || suffix) && strncmp(r, cc_alias[a][0], al) == 0) {
                char sfx = suffix ? r[al] : 0;
                strcpy(r, cc_alias[a][1]);
                if (sfx) {
                    size_t n = strlen(r);
                    r[n] = sfx;
                    r[n + 1] = 0;
                }
                return;
            }
        }
        return;
    }
}

/* ------------------------------------------------------------ prefixes */

static const struct { const char *w; unsigned flag; const char *print; } prefixes[] = {
    { "lock", X86_PFX_LOCK, "lock\t\t" }, { "rep", X86_PFX_REP, "rep\t\t" },
    { "repe", X86_PFX_REP, "rep\t\t" }, { "repz", X86_PFX_REP, "rep\t\t" },
    { "repne", X86_PFX_REPNE, "repne\t\t" }, { "repnz", X86_PFX_REPNE, "repne\t\t" },
    { "notrack", X86_PFX_NOTRACK, "notrack\t\t" },
};

static const struct { const char *w; unsigned flag; int printed; } pseudo[] = {
    { "{vex}", X86_PFX_VEX, 1 }, { "{vex2}", X86_PFX_VEX, 1 }, { "{vex3}", X86_PFX_VEX3, 1 },
    { "{evex}", X86_PFX_EVEX, 1 }, { "{nf}", X86_PFX_NF, 0 }, { "{disp8}", 0, 1 },
    { "{disp32}", 0, 1 }, { "{rex}", 0, 0 },
    { "{rex2}", 0, 0 },
};

/* Prefixes that the assembler emits as instructions of their own. */
static const char *const separate[] = {
    "data16", "addr32", "rex64", "xacquire", "xrelease", "cs", "ds", "es", "fs",
    "gs", "ss",
};

/* x87 mnemonics that assemble as WAIT followed by their no-wait form. */
static const char *const wait_forms[] = {
    "finit", "fstsw", "fstcw", "fclex", "fsave", "fstenv",
};

/* A pseudo prefix {..} at the cursor; its length, 0 when none. */
static size_t pseudo_prefix(const x86_cur *c, unsigned *flag)
{
    for (size_t k = 0; k < sizeof pseudo / sizeof pseudo[0]; k++) {
        size_t n = strlen(pseudo[k].w);
        if (c->pos + n <= c->end && strncasecmp(c->s + c->pos, pseudo[k].w, n) == 0) {
            *flag = pseudo[k].flag | (pseudo[k].printed ? 0x80000000u : 0);
            return n;
        }
    }
    return 0;
}

/* ------------------------------------------------------- post-matching */

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
static void shift_by_one(const mca_catalog *cat, x86_result *m)
{
    const mca_opcode *op = mca_catalog_opcode(cat, m->opcode);
    static const char *const ops[] = { "RCL", "RCR", "ROL", "ROR", "SAR", "SHL", "SHR" };
    int hit = 0;
    for (int k = 0; k < 7; k++)
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
static void vex3_to_vex2(const mca_catalog *cat, x86_result *m)
{
    const mca_opcode *op = mca_catalog_opcode(cat, m->opcode);
    const char *name = op->name;
    char buf[64];
    int a = -1, b = -1;
    const char *to = NULL;
    for (size_t k = 0; k < sizeof rev_moves / sizeof rev_moves[0]; k++)
        if (!strcmp(name, rev_moves[k]))
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
    char *e = m->exprs[a];
    m->exprs[a] = m->exprs[b];
    m->exprs[b] = e;
}

static void post_match(const mca_catalog *cat, const x86_stmt *st, x86_result *m)
{
    shift_by_one(cat, m);
    if (!(st->prefixes & X86_PFX_VEX3))
        vex3_to_vex2(cat, m);
    const mca_opcode *op = mca_catalog_opcode(cat, m->opcode);
    /* a segment register moves to or from a 32-bit register */
    int intel = st->intel;
    int sr = (!intel && !strcmp(op->name, "MOV16sr")) || !strcmp(op->name, "MOV32sr");
    int rs = (intel && !strcmp(op->name, "MOV16rs")) || !strcmp(op->name, "MOV32rs");
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
    if (!strcmp(op->name, "XCHG64ar") && m->nops >= 1 && m->ops[0].kind == MCA_OPERAND_REG) {
        const mca_register *r = mca_catalog_register(cat, m->ops[0].reg);
        if (r && !strcmp(r->name, "RAX") && replace_opcode(cat, m, "NOOP"))
            m->nops = 0;
    }
    if (!strcmp(op->name, "INT") && m->nops == 1 && m->ops[0].kind == MCA_OPERAND_IMM &&
        m->ops[0].imm == 3 && replace_opcode(cat, m, "INT3"))
        m->nops = 0;
}

/* ------------------------------------------------------------- results */

typedef struct {
    mca_inst *v;
    char ***exprs;       /* per instruction, its expression texts */
    char **pfx;          /* per instruction, its printed prefix */
    unsigned *nex;       /* per instruction, the length of exprs */
    size_t n, cap;
} insts;

static int insts_push(insts *is, x86_result *m, size_t off, size_t len,
                      const char *pfx)
{
    if (is->n == is->cap) {
        size_t cap = is->cap ? is->cap * 2 : 16;
        mca_inst *v = realloc(is->v, cap * sizeof *v);
        if (!v)
            return -1;
        is->v = v;
        char ***e = realloc(is->exprs, cap * sizeof *e);
        if (!e)
            return -1;
        is->exprs = e;
        char **p = realloc(is->pfx, cap * sizeof *p);
        if (!p)
            return -1;
        is->pfx = p;
        unsigned *x = realloc(is->nex, cap * sizeof *x);
        if (!x)
            return -1;
        is->nex = x;
        is->cap = cap;
    }
    char *pc = NULL;
    if (pfx && !(pc = strdup(pfx)))
        return -1;
    mca_inst *in = &is->v[is->n];
    memset(in, 0, sizeof *in);
    in->opcode = m->opcode;
    in->ops = m->ops;
    in->op_count = m->nops;
    in->offset = off;
    in->length = len;
    is->exprs[is->n] = m->exprs;
    is->pfx[is->n] = pc;
    is->nex[is->n] = m->nexprs;
    m->ops = NULL;
    m->exprs = NULL;
    is->n++;
    return 0;
}

static void insts_free_aux(insts *is, const mca_x86 *fe, int keep_insts)
{
    for (size_t i = 0; i < is->n; i++) {
        if (is->exprs[i]) {
            for (unsigned k = 0; k < is->nex[i]; k++)
                free(is->exprs[i][k]);
            free(is->exprs[i]);
        }
        free(is->pfx[i]);
        if (!keep_insts)
            mca_inst_free(&is->v[i]);
    }
    free(is->exprs);
    free(is->pfx);
    free(is->nex);
    (void)fe;
    if (!keep_insts)
        free(is->v);
}

/* ----------------------------------------------------------- statements */

typedef struct {
    const mca_x86 *fe;
    const mca_source *src;
    const mca_scan *scan;
    int *syntax;
    mca_diags *diags;
    x86_dlabels labels;
    x86_form_cache forms;
    insts out;
    int oom;
} pstate;

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
    return !strcmp(n, "SPL") || !strcmp(n, "BPL") || !strcmp(n, "SIL") || !strcmp(n, "DIL");
}

/* ah/bh/ch/dh next to a register that needs a REX prefix: its name. */
static const char *high_byte_conflict(const mca_catalog *cat, const x86_stmt *st)
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
            for (int k = 0; k < 4; k++)
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

/* Insert a constant immediate operand at the front (AT&T) or the back. */
static int insert_imm(x86_stmt *st, int64_t v, int front)
{
    x86_operand *o = x86_operands_push(&st->ops);
    if (!o)
        return -1;
    o->kind = X86_OP_IMM;
    o->dollar = 1;
    o->imm.val = v;
    if (front && st->ops.n > 1) {
        x86_operand t = *o;
        memmove(&st->ops.v[1], &st->ops.v[0], (st->ops.n - 1) * sizeof t);
        st->ops.v[0] = t;
    }
    o = &st->ops.v[front ? 0 : st->ops.n - 1];
    o->start = o->end = st->mnem_off;
    return 0;
}

/* Take the condition immediate (AT&T first operand, Intel last). */
static int take_imm(x86_stmt *st, int intel, int64_t *v)
{
    if (st->ops.n < 2)
        return 0;
    size_t i = intel ? st->ops.n - 1 : 0;
    x86_operand *o = &st->ops.v[i];
    if (o->kind != X86_OP_IMM || o->imm.sym || (!intel && !o->dollar))
        return 0;
    *v = o->imm.val;
    memmove(&st->ops.v[i], &st->ops.v[i + 1], (st->ops.n - i - 1) * sizeof *o);
    st->ops.n--;
    return 1;
}

static int set_mnem(x86_stmt *st, const char *a, const char *b, const char *c)
{
    size_t n = strlen(a) + strlen(b) + strlen(c) + 1;
    char *m = malloc(n + 8);
    if (!m)
        return -1;
    snprintf(m, n, "%s%s%s", a, b, c);
    free(st->mnem);
    st->mnem = m;
    return 0;
}

static int bucket3(const mca_x86 *fe, int variant, const char *a, const char *b, const char *c)
{
    char buf[64];
    int n = snprintf(buf, sizeof buf, "%s%s%s", a, b, c);
    return n > 0 && (size_t)n < sizeof buf && x86_forms_exist(fe, variant, buf, (size_t)n);
}

/* Compare mnemonics with a condition (cmpltps, vpcomgeb, vpcmpnltd,
 * pclmullqhqdq) and their explicit-immediate forms. 0, or -1 when out of
 * memory. */
static int cc_rewrite(const mca_x86 *fe, int variant, x86_stmt *st)
{
    int intel = variant == MCA_X86_INTEL;
    char *m = st->mnem;
    const char *p = !strncmp(m, "vcmp", 4) ? "vcmp" : !strncmp(m, "cmp", 3) ? "cmp" : NULL;
    if (p) {
        const char *r = m + strlen(p);
        int vex = p[0] == 'v';
        int best = -1;
        size_t bl = 0;
        static const char *const alt[8] = { "eq_oq", "lt_os", "le_os", "unord_q",
                                            "neq_uq", "nlt_us", "nle_us", "ord_q" };
        for (int k = 0; k < (vex ? 40 : 8); k++) {
            const char *nm = k < 32 ? x86_cc_name(1, k, vex) : alt[k - 32];
            size_t nl = strlen(nm);
            if (nl > bl && !strncmp(r, nm, nl) && bucket3(fe, variant, p, "unord", r + nl))
                best = k < 32 ? k : k - 32, bl = nl;
        }
        if (best >= 0) {
            char sfx[16];
            snprintf(sfx, sizeof sfx, "%s", r + bl);
            if (set_mnem(st, p, "unord", sfx) != 0)
                return -1;
            st->has_cc = 1;
            st->cc = best;
            return 0;
        }
        int64_t v;
        if (*r && strlen(r) < 8 && bucket3(fe, variant, p, "unord", r) && take_imm(st, intel, &v)) {
            char sfx[16];
            snprintf(sfx, sizeof sfx, "%s", r);
            if (set_mnem(st, p, "unord", sfx) != 0)
                return -1;
            st->has_cc = 1;
            st->cc = v;
        }
        return 0;
    }
    if (!strncmp(m, "vpcom", 5)) {
        const char *r = m + 5;
        for (int k = 0; k < 8; k++) {
            const char *nm = x86_cc_name(2, k, 1);
            size_t nl = strlen(nm);
            if (!strncmp(r, nm, nl) && bucket3(fe, variant, "vpcomge", r + nl, "")) {
                char sfx[8];
                snprintf(sfx, sizeof sfx, "%s", r + nl);
                if (set_mnem(st, "vpcomge", sfx, "") != 0)
                    return -1;
                st->has_cc = 1;
                st->cc = k;
                return 0;
            }
        }
        int64_t v;
        if (strlen(r) <= 2 && bucket3(fe, variant, "vpcomge", r, "") && take_imm(st, intel, &v)) {
            char sfx[8];
            snprintf(sfx, sizeof sfx, "%s", r);
            if (set_mnem(st, "vpcomge", sfx, "") != 0)
                return -1;
            st->has_cc = 1;
            st->cc = v;
        }
        return 0;
    }
    if (!strncmp(m, "vpcmp", 5)) {
        const char *r = m + 5;
        static const int codes[] = { 1, 2, 4, 5, 6 };
        int best = -1;
        size_t bl = 0;
        for (int k = 0; k < 5; k++) {
            const char *nm = x86_cc_name(3, codes[k], 1);
            size_t nl = strlen(nm);
            if (nl > bl && !strncmp(r, nm, nl) && strlen(r + nl) <= 2 && r[nl] &&
                bucket3(fe, variant, "vpcmp", r + nl, ""))
                best = codes[k], bl = nl;
        }
        if (best >= 0) {
            char sfx[8];
            snprintf(sfx, sizeof sfx, "%s", r + bl);
            if (set_mnem(st, "vpcmp", sfx, "") != 0 || insert_imm(st, best, !intel) != 0)
                return -1;
        }
        return 0;
    }
    p = !strncmp(m, "vpclmul", 7) ? "vpclmul" : !strncmp(m, "pclmul", 6) ? "pclmul" : NULL;
    if (p) {
        static const char *const q[] = { "lqlqdq", "hqlqdq", "lqhqdq", "hqhqdq" };
        static const int v[] = { 0x00, 0x01, 0x10, 0x11 };
        for (int k = 0; k < 4; k++)
            if (!strcmp(m + strlen(p), q[k]))
                return set_mnem(st, p, "qdq", "") != 0 || insert_imm(st, v[k], !intel) != 0 ? -1 : 0;
    }
    return 0;
}

/* APX "{dfv=of,sf,zf,cf}" before the operands of ccmp/ctest. */
static int parse_dfv(x86_cur *c, x86_stmt *st)
{
    if (x86_peek(c) != '{' || c->pos + 5 > c->end || strncasecmp(c->s + c->pos, "{dfv=", 5))
        return 0;
    static const char *const names[] = { "cf", "zf", "sf", "of" };
    c->pos += 5;
    st->has_dfv = 1;
    for (;;) {
        x86_skip_ws(c);
        if (c->pos < c->end && c->s[c->pos] == '}') {
            c->pos++;
            return 0;
        }
        size_t n = x86_ident_len(c, c->pos);
        int bit = -1;
        for (int k = 0; k < 4 && n == 2; k++)
            if (!strncasecmp(c->s + c->pos, names[k], 2))
                bit = k;
        if (bit < 0)
            return x86_error(c, c->pos, n ? n : 1, "Invalid DFV flag");
        st->dfv |= 1 << bit;
        c->pos += n;
        x86_skip_ws(c);
        if (c->pos < c->end && c->s[c->pos] == ',')
            c->pos++;
    }
}

/* Match and record one instruction statement; 0, or -1 with c->err. */
static int one_instruction(pstate *ps, x86_cur *c, x86_stmt *st, size_t stmt_end)
{
    int variant = *ps->syntax;
    if (parse_dfv(c, st) != 0)
        return -1;
    if ((variant == MCA_X86_INTEL ? x86_parse_intel_operands(c, &st->ops, &ps->oom)
                                  : x86_parse_att_operands(c, &st->ops, &ps->oom)) != 0)
        return -1;
    for (size_t i = 0; i < st->ops.n; i++) {
        x86_operand *o = &st->ops.v[i];
        if ((o->kind != X86_OP_MEM && o->kind != X86_OP_IMM) || !o->imm.sym)
            continue;
        int undefined;
        if (x86_dlabel_resolve(&ps->labels, &o->imm, o->start, &undefined) != 0) {
            ps->oom = 1;
            return -1;
        }
        if (undefined)
            return x86_error(c, o->start, 1, "directional label undefined");
    }
    if (cc_rewrite(ps->fe, variant, st) != 0) {
        ps->oom = 1;
        return -1;
    }
    x86_result m;
    if (x86_match(ps->fe, &ps->forms, variant, st, &m, c, &ps->oom) != 0)
        return -1;
    const char *hreg = high_byte_conflict(ps->fe->cat, st);
    if (hreg) {
        x86_match_free(&m);
        return x86_error(c, st->id_off, 1,
                         "can't encode '%s' in an instruction requiring EVEX/REX2/REX prefix", hreg);
    }
    post_match(ps->fe->cat, st, &m);
    char msg[160];
    int v = x86_validate(ps->fe->cat, &m, msg, sizeof msg);
    if (v < 0) {
        x86_match_free(&m);
        return x86_error(c, st->id_off, 1, "%s", msg);
    }
    if (v > 0)
        mca_source_diag(ps->src, ps->diags, MCA_DIAG_WARNING, st->id_off, 1, "%s", msg);
    char pfx[64];
    snprintf(pfx, sizeof pfx, "%s%s", m.form_pfx ? "" : st->pseudo_text,
             st->pfx_text ? st->pfx_text : "");
    if (insts_push(&ps->out, &m, st->start, stmt_end - st->start, pfx[0] ? pfx : NULL) != 0) {
        x86_match_free(&m);
        ps->oom = 1;
        return -1;
    }
    /* The models' variant rules test the lock prefix (MCInst flags). */
    if (st->prefixes & X86_PFX_LOCK)
        ps->out.v[ps->out.n - 1].flags |= MCA_INST_LOCK;
    return 0;
}

/* A stand-alone prefix instruction (data16, lock alone ...). */
static int prefix_instruction(pstate *ps, x86_cur *c, const char *name, size_t off, size_t len)
{
    x86_stmt st;
    memset(&st, 0, sizeof st);
    char buf[16];
    snprintf(buf, sizeof buf, "%s", name);
    st.mnem = buf;
    st.mnem_off = off;
    st.mnem_len = len;
    st.start = off;
    st.id_off = off;
    x86_result m;
    if (x86_match(ps->fe, &ps->forms, *ps->syntax, &st, &m, c, &ps->oom) != 0)
        return -1;
    if (insts_push(&ps->out, &m, off, len, NULL) != 0) {
        x86_match_free(&m);
        ps->oom = 1;
        return -1;
    }
    return 0;
}

/* A directive; changes the syntax or is ignored. */
static int directive(pstate *ps, x86_cur *c)
{
    size_t n = x86_ident_len(c, c->pos);
    int intel = x86_match_word(c, c->pos, ".intel_syntax");
    int att = x86_match_word(c, c->pos, ".att_syntax");
    if (!intel && !att)
        return 0;
    c->pos += n;
    x86_skip_ws(c);
    size_t at = c->pos, wl = x86_ident_len(c, c->pos);
    if (wl) {
        int noprefix = x86_match_word(c, at, "noprefix");
        int prefix = x86_match_word(c, at, "prefix");
        if (intel && prefix)
            return x86_error(c, at, wl, "'.intel_syntax prefix' is not supported: registers must not have a '%%' prefix in .intel_syntax");
        if (att && noprefix)
            return x86_error(c, at, wl, "'.att_syntax noprefix' is not supported: registers must have a '%%' prefix in .att_syntax");
        if (!noprefix && !prefix)
            return x86_error(c, at, wl, "unexpected token in directive");
        c->pos += wl;
    }
    if (x86_peek(c) != 0)
        return x86_error(c, c->pos, 1, "unexpected token in directive");
    *ps->syntax = intel ? MCA_X86_INTEL : MCA_X86_ATT;
    return 0;
}

static int statement(pstate *ps, x86_cur *c, size_t start, size_t end)
{
    x86_stmt st;
    memset(&st, 0, sizeof st);
    c->pos = start;
    c->end = end;
    /* labels */
    for (;;) {
        x86_skip_ws(c);
        size_t n = x86_ident_len(c, c->pos);
        if (!n) {
            size_t i = c->pos;
            while (i < c->end && isdigit((unsigned char)c->s[i]))
                i++;
            n = i - c->pos;
        }
        if (n && c->pos + n < c->end && c->s[c->pos + n] == ':' &&
            !(c->pos + n + 1 < c->end && c->s[c->pos + n + 1] == ':')) {
            if (isdigit((unsigned char)c->s[c->pos]) &&
                x86_dlabel_define(&ps->labels, strtoul(c->s + c->pos, NULL, 10)) != 0) {
                ps->oom = 1;
                return -1;
            }
            c->pos += n + 1;
            continue;
        }
        break;
    }
    x86_skip_ws(c);
    if (c->pos >= c->end)
        return 0;
    if (c->s[c->pos] == '.' )
        return directive(ps, c);
    st.id_off = c->pos;
    const char *pfx_text = NULL;
    for (;;) {
        unsigned flag = 0;
        size_t pn = c->s[c->pos] == '{' ? pseudo_prefix(c, &flag) : 0;
        if (pn) {
            size_t have = strlen(st.pseudo_text);
            if ((flag & 0x80000000u) && have + pn + 2 < sizeof st.pseudo_text) {
                for (size_t k = 0; k < pn; k++)
                    st.pseudo_text[have + k] = (char)tolower((unsigned char)c->s[c->pos + k]);
                st.pseudo_text[have + pn] = '\t';
                st.pseudo_text[have + pn + 1] = 0;
            }
            st.prefixes |= flag & ~0x80000000u;
            c->pos += pn;
            x86_skip_ws(c);
            continue;
        }
        size_t n = x86_ident_len(c, c->pos);
        size_t after = c->pos + n;
        while (after < c->end && (c->s[after] == ' ' || c->s[after] == '\t'))
            after++;
        int more = after < c->end;
        int sep = 0;
        for (size_t k = 0; more && k < sizeof separate / sizeof separate[0]; k++)
            sep |= x86_match_word(c, c->pos, separate[k]);
        if (sep) {
            char w[16];
            snprintf(w, sizeof w, "%.*s", (int)(n < 10 ? n : 10), c->s + c->pos);
            for (char *q = w; *q; q++)
                *q = (char)tolower((unsigned char)*q);
            if (prefix_instruction(ps, c, w, c->pos, n) != 0)
                return -1;
            c->pos = after;
            continue;
        }
        int hit = 0;
        for (size_t k = 0; more && k < sizeof prefixes / sizeof prefixes[0]; k++) {
            if (x86_match_word(c, c->pos, prefixes[k].w)) {
                st.prefixes |= prefixes[k].flag;
                pfx_text = prefixes[k].print;
                hit = 1;
            }
        }
        if (!hit)
            break;
        c->pos = after;
    }
    if (c->pos < c->end && c->s[c->pos] == '{')
        return x86_error(c, c->pos, 1, "unknown prefix");
    st.pfx_text = (char *)pfx_text;
    st.start = start;
    size_t ml = 0;
    while (c->pos + ml < c->end &&
           (isalnum((unsigned char)c->s[c->pos + ml]) || c->s[c->pos + ml] == '_' ||
            c->s[c->pos + ml] == '.' || c->s[c->pos + ml] == '{' || c->s[c->pos + ml] == '}'))
        ml++;
    if (ml == 0)
        return x86_error(c, c->pos, 1, "unexpected token at start of statement");
    st.mnem_off = c->pos;
    st.mnem_len = ml;
    st.mnem = malloc(ml + 8);
    if (!st.mnem) {
        ps->oom = 1;
        return -1;
    }
    for (size_t i = 0; i < ml; i++)
        st.mnem[i] = (char)tolower((unsigned char)c->s[c->pos + i]);
    st.mnem[ml] = 0;
    st.intel = *ps->syntax == MCA_X86_INTEL;
    /* encoding suffixes: .s (swap operands: _REV), .d8/.d32 (displacement) */
    size_t sl = strlen(st.mnem);
    if (sl > 2 && !strcmp(st.mnem + sl - 2, ".s")) {
        st.mnem[sl - 2] = 0;
        st.prefixes |= X86_PFX_SWAP;
    } else if (sl > 3 && !strcmp(st.mnem + sl - 3, ".d8")) {
        st.mnem[sl - 3] = 0;
    } else if (sl > 4 && !strcmp(st.mnem + sl - 4, ".d32")) {
        st.mnem[sl - 4] = 0;
    }
    canon_mnemonic(st.mnem, st.intel);
    for (size_t k = 0; k < sizeof wait_forms / sizeof wait_forms[0]; k++) {
        if (!strcmp(st.mnem, wait_forms[k])) {
            if (prefix_instruction(ps, c, "wait", st.mnem_off, ml) != 0) {
                free(st.mnem);
                return -1;
            }
            memmove(st.mnem + 2, st.mnem + 1, strlen(st.mnem));
            st.mnem[1] = 'n';
            break;
        }
    }
    c->pos += ml;
    int rc = one_instruction(ps, c, &st, end);
    free(st.mnem);
    x86_operands_free(&st.ops);
    return rc;
}

/* Print every recorded instruction in the output variant. */
static int print_all(pstate *ps, const mca_x86_options *opts)
{
    int variant = opts && opts->output_variant >= 0 ? opts->output_variant : *ps->syntax;
    int hex = opts && opts->print_imm_hex;
    for (size_t i = 0; i < ps->out.n; i++) {
        mca_inst *in = &ps->out.v[i];
        in->text = x86_print(ps->fe, in->opcode, in->ops, in->op_count,
                             (const char *const *)ps->out.exprs[i], variant, hex,
                             ps->out.pfx[i]);
        if (!in->text)
            return -1;
    }
    return 0;
}

int mca_x86_parse(const mca_x86 *fe, const mca_source *src,
                  const mca_scan *scan, size_t first, size_t n, int *syntax,
                  const mca_x86_options *opts, mca_inst **out, size_t *count,
                  mca_diags *diags)
{
    pstate ps;
    memset(&ps, 0, sizeof ps);
    ps.fe = fe;
    ps.src = src;
    ps.scan = scan;
    ps.syntax = syntax;
    ps.diags = diags;
    x86_form_cache_init(&ps.forms);
    *out = NULL;
    *count = 0;
    size_t last = n == (size_t)-1 || first + n > scan->stmt_count ? scan->stmt_count : first + n;
    size_t failures = 0;
    for (size_t i = first; i < last && !ps.oom; i++) {
        x86_cur c;
        memset(&c, 0, sizeof c);
        c.s = scan->clean;
        c.cat = fe->cat;
        c.intel = *syntax == MCA_X86_INTEL;
        size_t before = ps.out.n;
        if (statement(&ps, &c, scan->stmts[i].start, scan->stmts[i].end) != 0 && !ps.oom) {
            /* drop instructions emitted for the failing statement's prefixes */
            while (ps.out.n > before) {
                size_t j = --ps.out.n;
                for (unsigned k = 0; ps.out.exprs[j] && k < ps.out.nex[j]; k++)
                    free(ps.out.exprs[j][k]);
                free(ps.out.exprs[j]);
                free(ps.out.pfx[j]);
                mca_inst_free(&ps.out.v[j]);
            }
            failures++;
            if (c.err_msg)
                mca_source_diag(src, diags, MCA_DIAG_ERROR, c.err_off, c.err_span,
                                "%s", c.err_msg);
            else
                ps.oom = 1;
        }
        free(c.err_msg);
    }
    for (size_t i = 0; i < ps.labels.n && !ps.oom; i++)
        if (ps.labels.v[i].pending) {
            failures++;
            mca_source_diag(src, diags, MCA_DIAG_ERROR, ps.labels.v[i].ref_at, 1,
                            "directional label undefined");
        }
    x86_dlabels_free(&ps.labels);
    x86_form_cache_free(&ps.forms);
    if (!ps.oom && print_all(&ps, opts) != 0)
        ps.oom = 1;
    if (ps.oom) {
        insts_free_aux(&ps.out, fe, 0);
        mca_diags_add(diags, MCA_DIAG_ERROR, "out of memory");
        return -1;
    }
    if (failures && !(opts && opts->skip_failures)) {
        insts_free_aux(&ps.out, fe, 0);
        mca_diags_add(diags, MCA_DIAG_ERROR,
                      "Assembly input parsing had errors, use "
                      "-skip-unsupported-instructions=parse-failure to drop "
                      "failing lines from the input.");
        return -1;
    }
    insts_free_aux(&ps.out, fe, 1);
    *out = ps.out.v;
    *count = ps.out.n;
    return 0;
}
