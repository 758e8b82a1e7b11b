/* a64-parse: the AArch64 front end's driver.  Each statement: labels
 * ("foo:", "1:"), directives (a64-dir), the mnemonic and its operands;
 * then the hand-written matchers (base, memory, system) and the catalog
 * forms; errors located as llvm-mca reports them. */
#include <config.h>

#include <ctype.h>
#include <stdlib.h>
#include <string.h>

#include "a64-internal.h"

/* fe->reg[k][0..31]: the registers named X0..X31 (W, B, H, S, D, Q, Z, P,
 * PN), 0 where the catalog has none.  LLVM numbers each kind's registers
 * in a row, so each after the first is found by its number and checked by
 * its name; only the others are looked up by name (a lookup per register
 * was a tenth of a 1-instruction run: the hash table's pages). */
static void fill_kind(a64_fe *fe, int k)
{
    static const char *const prefixes[A64_R_KINDS] = { NULL, "X", "W", "B", "H", "S", "D", "Q",
                                                       NULL, "Z", "P", "PN" };
    const char *pre = prefixes[k];
    if (!pre)
        return;
    char name[8];
    size_t plen = strlen(pre);
    memcpy(name, pre, plen);
    /* (p and pn registers are 16; x29-x31 and w31 are named fp, lr, xzr,
     * wzr, set by the caller: no lookup for names LLVM does not have) */
    unsigned count = k == A64_R_P || k == A64_R_PN ? 16 : k == A64_R_X ? 29 : k == A64_R_W ? 31 : 32;
    unsigned base = 0;
    for (unsigned n = 0; n < count; n++) {
        size_t at = plen;
        if (n >= 10)
            name[at++] = (char)('0' + n / 10);
        name[at++] = (char)('0' + n % 10);
        name[at] = 0;
        const mca_register *r = base ? mca_catalog_register(fe->cat, base + n) : NULL;
        if (r && !strcmp(r->name, name)) {
            fe->reg[k][n] = base + n;
            continue;
        }
        fe->reg[k][n] = a64_named_reg(fe, name);
        if (n == 0)
            base = fe->reg[k][0];
    }
}

a64_fe *a64_new(const mca_catalog *cat, mca_diags *diags)
{
    if (!cat) {
        mca_diags_add(diags, MCA_DIAG_ERROR, "no instruction catalog");
        return NULL;
    }
    a64_fe *fe = calloc(1, sizeof *fe);
    if (!fe) {
        mca_diags_add(diags, MCA_DIAG_ERROR, "out of memory");
        return NULL;
    }
    fe->cat = cat;
    fe->sme = a64_sme_store_new();
    if (!fe->sme) {
        mca_diags_add(diags, MCA_DIAG_ERROR, "out of memory");
        free(fe);
        return NULL;
    }
    for (int k = 1; k < A64_R_KINDS; k++)
        fill_kind(fe, k);
    fe->reg[A64_R_X][29] = a64_named_reg(fe, "FP");
    fe->reg[A64_R_X][30] = a64_named_reg(fe, "LR");
    fe->reg[A64_R_X][31] = a64_named_reg(fe, "XZR");
    fe->reg[A64_R_W][31] = a64_named_reg(fe, "WZR");
    fe->xsp = a64_named_reg(fe, "SP");
    fe->wsp = a64_named_reg(fe, "WSP");
    fe->nzcv = a64_named_reg(fe, "NZCV");
    fe->sysxt = a64_opcode(fe, "SYSxt");
    if (!fe->reg[A64_R_X][0] || !fe->xsp || !fe->reg[A64_R_X][31]) {
        mca_diags_add(diags, MCA_DIAG_ERROR, "the catalog has no AArch64 registers");
        a64_free(fe);
        return NULL;
    }
    return fe;
}

void a64_free(a64_fe *fe)
{
    if (fe)
        a64_sme_store_free(fe->sme);
    free(fe);
}

typedef struct {
    mca_inst *v;
    size_t n, cap;
} insts;

static int push(insts *is, a64_match *m, size_t off, size_t len)
{
    if (is->n == is->cap) {
        size_t cap = is->cap ? is->cap * 2 : 16;
        mca_inst *v = realloc(is->v, cap * sizeof *v);
        if (!v)
            return -1;
        is->v = v;
        is->cap = cap;
    }
    mca_inst *in = &is->v[is->n];
    memset(in, 0, sizeof *in);
    in->opcode = m->opcode;
    in->op_count = m->nops;
    in->offset = off;
    in->length = len;
    if (m->nops) {
        in->ops = malloc(m->nops * sizeof *in->ops);
        if (!in->ops)
            return -1;
        memcpy(in->ops, m->ops, m->nops * sizeof *in->ops);
    }
    mca_strbuf_putc(&m->text, 0);
    if (m->text.failed) {
        free(in->ops);
        return -1;
    }
    in->text = m->text.data;
    mca_strbuf_init(&m->text);
    is->n++;
    return 0;
}

/* .tlsdesccall SYM as LLVM's assembler emits it: an instruction printed
 * ".tlsdesccall SYM" whose scheduling class no CPU resolves (llvm-mca's
 * "unable to resolve scheduling class"); the catalog omits that pseudo, so
 * it is given the first opcode of LLVM's invalid class 0. */
static int push_tls(const a64_fe *fe, a64_cur *c, insts *is, size_t start, size_t end)
{
    a64_match m;
    memset(&m, 0, sizeof m);
    mca_strbuf_init(&m.text);
    unsigned limit = mca_catalog_opcode_limit(fe->cat);
    for (unsigned k = 0; k < limit; k++) {
        const mca_opcode *op = mca_catalog_opcode(fe->cat, k);
        if (op && op->sched_class == 0) {
            m.opcode = k;
            break;
        }
    }
    mca_strbuf_printf(&m.text, ".tlsdesccall %.*s", (int)c->tls_len, c->s + c->tls_at);
    if (m.text.failed || push(is, &m, start, end - start) != 0) {
        mca_strbuf_free(&m.text);
        return -1;
    }
    return 0;
}

/* Skip labels at the start of the statement (the shared layer's rules),
 * defining numeric ones. */
static int skip_labels(a64_cur *c, a64_labels *labels)
{
    mca_asm_cur a;
    memset(&a, 0, sizeof a);
    a.s = c->s;
    a.pos = c->pos;
    a.end = c->end;
    a.cat = c->fe->cat;
    a.mode = 64;
    int r = mca_asm_skip_labels(&a, labels);
    free(a.err_msg);
    c->pos = a.pos;
    return r;
}

/* Mnemonics LLVM accepts that have no printed form of their own (the
 * aliases the hand-written matchers read). */
static int known_alias(const char *mn)
{
    static const char *const names[] = {
        "cmp", "cmn", "tst", "negs", "mvn", "mneg", "smnegl", "umnegl", "ubfiz", "sbfiz",
        "bfi", "bfxil", "bfc", "sxth", "uxth", "cset", "csetm", "cinc", "cinv", "cneg",
        "ngc", "ngcs", "movz", "movn", "nop", "yield", "wfe", "wfi", "sev", "sevl", "dgh",
        "bti", "csdb", "esb", "psb", "tsb", "xpaclri", "pacia1716", "pacib1716",
        "autia1716", "autib1716", "paciaz", "paciasp", "pacibz", "pacibsp", "autiaz",
        "autiasp", "autibz", "autibsp", "prfum", "dc", "ic", "sxtl", "uxtl", "sxtl2",
        "uxtl2", "ldur", "stur", "faclt", "facle", "beq", "bne", "bhs", "blo", "bmi", "bpl", "bvs", "bvc",
        "bhi", "bls", "bge", "blt", "bgt", "ble", "bal", "bcs", "bcc",
    };
    for (size_t k = 0; k < sizeof names / sizeof *names; k++)
        if (!strcmp(mn, names[k]))
            return 1;
    /* st<op>[l][b|h]: the LSE stores (aliases of ld<op> with xzr) */
    static const char *const ops[] = { "add", "clr", "eor", "set", "smax", "smin", "umax",
                                       "umin" };
    static const char *const tails[] = { "", "l", "b", "lb", "h", "lh" };
    if (strncmp(mn, "st", 2))
        return 0;
    for (size_t k = 0; k < sizeof ops / sizeof *ops; k++) {
        size_t n = strlen(ops[k]);
        if (strncmp(mn + 2, ops[k], n))
            continue;
        for (size_t t = 0; t < sizeof tails / sizeof *tails; t++)
            if (!strcmp(mn + 2 + n, tails[t]))
                return 1;
    }
    return 0;
}

/* The register kind of a form's first operand (its slot's class), or 0
 * when it is no plain register: 'x', 'w', 'v' (a vector with an
 * arrangement), 'f' (a scalar FP/SIMD register), 'z', 'p'. */
static int form_first_kind(const a64_fe *fe, unsigned opcode, const char *text)
{
    const char *o = strchr(text, ' ');
    if (!o || o[1] != '@')
        return 0;
    size_t len;
    unsigned slot = a64_slot_num(o + 2, &len);
    const mca_opcode *op = mca_catalog_opcode(fe->cat, opcode);
    if (!op || !op->ops || slot >= op->op_count)
        return 0;
    int rc = op->ops[slot].regclass;
    const mca_regclass *cls = rc >= 0 ? mca_catalog_regclass(fe->cat, (unsigned)rc) : NULL;
    if (!cls || !cls->name)
        return 0;
    const char *after = o + 2 + len;
    bool arr = after[0] == '.' && isdigit((unsigned char)after[1]);
    if (!strncmp(cls->name, "GPR64", 5))
        return 'x';
    if (!strncmp(cls->name, "GPR32", 5))
        return 'w';
    if (!strncmp(cls->name, "FPR", 3))
        return arr ? 'v' : after[0] == '.' ? 0 : 'f';
    if (!strncmp(cls->name, "ZPR", 3))
        return 'z';
    if (!strncmp(cls->name, "PPR", 3))
        return 'p';
    return 0;
}

/* The statement's first operand's kind in form_first_kind's letters. */
static int op_first_kind(const a64_operand *o)
{
    if (o->kind != A64_OP_REG || o->r.lane >= 0)
        return 0;
    switch (o->r.kind) {
    case A64_R_X: return 'x';
    case A64_R_W: return 'w';
    case A64_R_V: return o->r.arr[0] && isdigit((unsigned char)o->r.arr[0]) ? 'v' : 0;
    case A64_R_B: case A64_R_H: case A64_R_S: case A64_R_D: case A64_R_Q: return 'f';
    case A64_R_Z: return 'z';
    case A64_R_P: return 'p';
    }
    return 0;
}

static unsigned form_count(const char *text);

/* The size letter of a floating-point register class (FPR32: 's'), 0. */
static char fpr_letter(const char *name)
{
    static const struct { char cls[7]; char l; } t[] = {
        { "FPR8", 'b' }, { "FPR16", 'h' }, { "FPR32", 's' }, { "FPR64", 'd' }, { "FPR128", 'q' },
    };
    for (size_t k = 0; k < sizeof t / sizeof *t; k++)
        if (!strcmp(name, t[k].cls))
            return t[k].l;
    return 0;
}

/* How many of the statement's leading operands the form (of opcode) takes
 * by their kind: a NEON register's arrangement against the form's suffix,
 * a scalar FP register's size against the slot's class.  Operands of
 * another shape (lists, lanes, immediates) count as taken. */
static unsigned prefix_agrees(const a64_fe *fe, unsigned opcode, const char *text,
                              const a64_operands *ops)
{
    const mca_opcode *op = mca_catalog_opcode(fe->cat, opcode);
    const char *p = strchr(text, ' ');
    if (!op || !p)
        return ops->n;
    p++;
    for (unsigned i = 0; i < ops->n; i++) {
        const a64_operand *o = &ops->v[i];
        const char *e = strstr(p, ", ");
        size_t n = e ? (size_t)(e - p) : strlen(p);
        if (!n || p[0] != '@' || memchr(p, '{', n) || memchr(p, '[', n))
            return ops->n;
        size_t len;
        unsigned slot = a64_slot_num(p + 1, &len);
        const char *after = p + 1 + len;
        if (o->kind == A64_OP_REG && o->r.kind == A64_R_V && o->r.lane < 0 && o->r.arr[0]) {
            size_t al = strlen(o->r.arr);
            if (!(after[0] == '.' && (size_t)(p + n - after) == al + 1 &&
                  !strncasecmp(after + 1, o->r.arr, al)))
                return i;
        } else if (o->kind == A64_OP_REG && o->r.kind >= A64_R_B && o->r.kind <= A64_R_Q) {
            int rc = slot < op->op_count ? op->ops[slot].regclass : -1;
            const mca_regclass *cls = rc >= 0 ? mca_catalog_regclass(fe->cat, (unsigned)rc) : NULL;
            char want = cls && cls->name ? fpr_letter(cls->name) : 0;
            if (want && want != "bhsdq"[o->r.kind - A64_R_B])
                return i;
        }
        if (!e)
            return i + 1 >= ops->n ? ops->n : i + 1;
        p = e + 2;
    }
    return ops->n;
}

/* LLVM's matcher on a statement no form takes, as far as the operand count
 * tells: among the forms whose first operand is of the statement's first
 * operand's kind, all want more operands (too few: 1), or all fewer (the
 * first operand too many is the one it reports: its index in *extra). */
static int count_miss(const a64_fe *fe, const char *mn, size_t mlen, const a64_operands *ops,
                      unsigned *extra)
{
    int kind = ops->n ? op_first_kind(&ops->v[0]) : 0;
    if (!kind)
        return 0;
    const mca_form_ref *refs;
    size_t n = mca_catalog_forms_named(fe->cat, MCA_FORM_ASM, mn, mlen, &refs);
    unsigned lo = ~0u, hi = 0;
    bool formless_alias = false;
    /* aliases the catalog has no forms of (its orr, sshll, ushll, not) */
    static const struct { const char *mn; int kind; unsigned count; } aliases[] = {
        { "mov", 'v', 2 }, { "mvn", 'v', 2 }, { "sxtl", 'v', 2 }, { "sxtl2", 'v', 2 },
        { "uxtl", 'v', 2 }, { "uxtl2", 'v', 2 },
    };
    for (size_t k = 0; k < sizeof aliases / sizeof *aliases; k++)
        if (strlen(aliases[k].mn) == mlen && !strncmp(mn, aliases[k].mn, mlen) &&
            aliases[k].kind == kind) {
            formless_alias = true;
            lo = aliases[k].count < lo ? aliases[k].count : lo;
            hi = aliases[k].count > hi ? aliases[k].count : hi;
        }
    for (size_t k = 0; k < n; k++) {
        mca_form form;
        if (!mca_catalog_form(fe->cat, refs[k].opcode, refs[k].form, &form) ||
            form_first_kind(fe, refs[k].opcode, form.text) != kind)
            continue;
        unsigned cnt = form_count(form.text);
        lo = cnt < lo ? cnt : lo;
        hi = cnt > hi ? cnt : hi;
    }
    if (lo == ~0u)
        return 0;
    /* (a form's optional ", mul #@" after a pattern is not counted: nor
     * is the operand there) */
    unsigned skip = ops->n > 2 && ops->v[2].kind == A64_OP_MUL ? 2 : ops->n;
    unsigned count = ops->n - (skip < ops->n);
    if (count < lo) {
        /* too few only if a form takes the operands given so far; else
         * LLVM's matcher stops where the best form disagrees */
        /* (an alias without forms takes them: nothing to compare) */
        unsigned best = formless_alias ? ops->n : 0;
        for (size_t k = 0; k < n && best < ops->n; k++) {
            mca_form form;
            if (!mca_catalog_form(fe->cat, refs[k].opcode, refs[k].form, &form) ||
                form_first_kind(fe, refs[k].opcode, form.text) != kind)
                continue;
            unsigned agree = prefix_agrees(fe, refs[k].opcode, form.text, ops);
            best = agree > best ? agree : best;
        }
        if (best >= ops->n || (kind != 'v' && kind != 'f'))
            return 1;
        *extra = best;
        return 3;
    }
    if (count > hi) {
        *extra = hi + (skip <= hi);
        return 2;
    }
    return 0;
}

/* The fewest operands any form of the mnemonic prints. */
static unsigned min_operands(const a64_fe *fe, const mca_form_ref *refs, size_t n)
{
    unsigned best = ~0u;
    for (size_t k = 0; k < n; k++) {
        mca_form form;
        if (!mca_catalog_form(fe->cat, refs[k].opcode, refs[k].form, &form))
            continue;
        unsigned count = form_count(form.text);
        if (count < best)
            best = count;
    }
    return best;
}

/* Whether register operand o cannot be a slot of class name (a plain
 * "@n" operand of a form; dotted: the form gives the slot an arrangement
 * or element); only clear misses count: what is not known fits. */
static bool kind_misses(const a64_operand *o, const char *name, bool dotted)
{
    bool gpr64 = !strncmp(name, "GPR64", 5), gpr32 = !strncmp(name, "GPR32", 5);
    bool fpr = !strncmp(name, "FPR", 3), zpr = !strncmp(name, "ZPR", 3);
    bool ppr = !strncmp(name, "PPR", 3), known = gpr64 || gpr32 || fpr || zpr || ppr;
    if (o->kind != A64_OP_REG || o->r.lane >= 0 || !known)
        return false;
    switch (o->r.kind) {
    case A64_R_X: return !gpr64;
    case A64_R_W: return !gpr32;
    case A64_R_Z: return !zpr;
    case A64_R_P: return !ppr;
    case A64_R_V: return !fpr || (!o->r.arr[0] && !dotted);
    case A64_R_B: case A64_R_H: case A64_R_S: case A64_R_D: case A64_R_Q:
        return !fpr || dotted;
    }
    return false;
}

/* How many leading operands of the statement some form of mn takes by
 * their register kinds (the most over the forms): LLVM's matcher reports
 * the operand after them, where a statement too short for every form is
 * not a prefix of any. */
static unsigned kind_prefix(const a64_fe *fe, const char *mn, size_t mlen,
                            const a64_operands *ops)
{
    const mca_form_ref *refs;
    size_t n = mca_catalog_forms_named(fe->cat, MCA_FORM_ASM, mn, mlen, &refs);
    unsigned best = 0;
    for (size_t k = 0; k < n && best < ops->n; k++) {
        mca_form form;
        const mca_opcode *op = mca_catalog_opcode(fe->cat, refs[k].opcode);
        if (!op || !op->ops || !mca_catalog_form(fe->cat, refs[k].opcode, refs[k].form, &form))
            continue;
        const char *p = strchr(form.text, ' ');
        unsigned i = 0;
        bool open = false;  /* a list or an address: not compared */
        for (; p && i < ops->n && !open; i++) {
            p++;
            const char *e = strstr(p, ", ");
            size_t len = e ? (size_t)(e - p) : strlen(p);
            if (len && p[0] == '@' && !memchr(p, '{', len) && !memchr(p, '[', len)) {
                size_t sl;
                unsigned slot = a64_slot_num(p + 1, &sl);
                int rc = slot < op->op_count ? op->ops[slot].regclass : -1;
                const mca_regclass *cls =
                    rc >= 0 ? mca_catalog_regclass(fe->cat, (unsigned)rc) : NULL;
                if (cls && cls->name && kind_misses(&ops->v[i], cls->name, p[1 + sl] == '.'))
                    break;
            } else if (len && (memchr(p, '{', len) || memchr(p, '[', len))) {
                open = true;
            }
            p = e ? e + 1 : NULL;
        }
        if (open)
            i = ops->n;     /* (what follows a list or an address counts as taken) */
        best = i > best ? i : best;
    }
    return n ? best : ops->n;
}

/* mov s3, v4.s (or v4): the scalar element move without its lane, which
 * LLVM's matcher reads as its form short of the lane operand. */
static bool lane_missing(const char *mn, const a64_operands *ops)
{
    static const char letters[] = "bhsd";
    const a64_operand *a = &ops->v[0], *b = &ops->v[1];
    if (strcmp(mn, "mov") || ops->n != 2 || a->kind != A64_OP_REG || b->kind != A64_OP_REG ||
        a->r.kind < A64_R_B || a->r.kind > A64_R_D || b->r.kind != A64_R_V || b->r.lane >= 0)
        return false;
    return !b->r.arr[0] || (b->r.arr[0] == letters[a->r.kind - A64_R_B] && !b->r.arr[1]);
}

/* Match the statement's operands (at ops_at) for mnemonic mn: 1 matched (m
 * filled), 0 no form, -1 error in c.  *fail_at: the operand the best form
 * failed in; *first_at, *nops: the first operand and the count; *perr: the
 * operand parser failed. */
static int match(a64_cur *c, const char *mn, size_t mlen, size_t ops_at, a64_match *m,
                 size_t *fail_at, size_t *first_at, unsigned *nops, int *perr)
{
    a64_operands ops;
    memset(&ops, 0, sizeof ops);
    memset(m, 0, sizeof *m);
    m->hex = c->hex;
    mca_strbuf_init(&m->text);
    c->err_firm = 0;
    c->mem_open = 0;
    int r = a64_sme(c, mn, ops_at, m);
    if (r != 0) {
        if (r < 0)
            mca_strbuf_free(&m->text);
        return r;
    }
    r = a64_literal_pool(c, mn, m);
    if (r < 0) {
        mca_strbuf_free(&m->text);
        return -1;
    }
    int lit = r == 1;
    c->fp_slots = strchr(mn, '.') ? 0 : a64_fp_slots(mn);
    *perr = lit ? 0 : a64_parse_operands(c, &ops) != 0;
    c->fp_slots = 0;
    if (!lit && !*perr)
        a64_unnote_names(mn, &ops);
    if (!lit && a64_shifted_imm_check(c, mn, &ops) != 0) {
        *perr = 1;
        mca_strbuf_free(&m->text);
        a64_operands_free(&ops);
        return -1;
    }
    if (!lit && !*perr && (a64_bare_z_check(c, mn, &ops) != 0 ||
                           a64_vimm_check(c, mn, &ops) != 0)) {
        mca_strbuf_free(&m->text);
        a64_operands_free(&ops);
        return -1;
    }
    if (!lit && !*perr) {
        r = a64_base(c, mn, &ops, m);
        if (r == 0 && !c->err)
            r = a64_sve(c, mn, &ops, m);
        if (r == 0 && !c->err)
            r = a64_mem(c, mn, &ops, m);
        if (r == 0 && !c->err)
            r = a64_sys(c, mn, &ops, m);
    }
    if (!lit && r < 0 && !*perr && c->err && c->err_msg && !c->err_firm &&
        !strcmp(c->err_msg, "invalid operand for instruction")) {
        /* a handler's operand error where a predicate's qualifier is one no
         * form takes: LLVM's matcher gets further, to the qualifier */
        unsigned extra = 0;
        int cm = count_miss(c->fe, mn, mlen, &ops, &extra);
        if (cm == 3 && extra < ops.n) {
            c->err_off = ops.v[extra].start;
        } else if (cm == 1) {
            free(c->err_msg);
            c->err = 0;
            c->err_msg = NULL;
            a64_error(c, c->mn_at, c->end - c->mn_at, "too few operands for instruction");
        } else if (cm == 2 && extra < ops.n) {
            c->err_off = ops.v[extra].start;
        }
        bool fpl = false;
        size_t pq = cm ? (size_t)-1 : a64_pq_miss(c, mn, mlen, &ops, &fpl);
        if (pq != (size_t)-1 && (pq > c->err_off || fpl)) {
            c->err_off = pq;
            if (fpl) {
                free(c->err_msg);
                c->err = 0;
                c->err_msg = NULL;
                a64_error(c, pq, 1, "unexpected floating point literal");
            }
        }
    }
    /* (a shift amount that is no constant is LLVM's parse error, whatever
     * the forms read) */
    bool final = *perr && c->err_msg &&
                 (!strcmp(c->err_msg, "expected constant '#imm' after shift specifier") ||
                  !strcmp(c->err_msg, "expected #imm after shift specifier"));
    if (!lit && r == 0 && (!c->err || (*perr && !final))) {
        /* the catalog's forms read what the operand parser may not */
        a64_cur g = *c;
        g.pos = ops_at;
        g.err = 0;
        g.err_msg = NULL;
        /* (the forms read the text: a memory operand left open is closed
         * for them, as the operand parser read it) */
        char *closed = c->mem_open ? malloc(c->end + 2) : NULL;
        if (closed) {
            memcpy(closed, c->s, c->end);
            closed[c->end] = ']';
            closed[c->end + 1] = 0;
            g.s = closed;
            g.end = c->end + 1;
        }
        mca_strbuf_free(&m->text);
        mca_strbuf_init(&m->text);
        m->fail_at = (size_t)-1;
        r = a64_generic(&g, mn, mlen, *perr ? NULL : &ops, m);
        /* the operand the best form failed in */
        if (r == 0 && !*perr && m->fail_at != (size_t)-1)
            for (unsigned k = 0; k < ops.n; k++)
                if (m->fail_at >= ops.v[k].start && m->fail_at <= ops.v[k].end)
                    /* (a lane's index is an operand of its own to LLVM) */
                    *fail_at = (ops.v[k].kind == A64_OP_REG && ops.v[k].r.lane >= 0 &&
                                c->s[m->fail_at] == '[') || ops.v[k].kind == A64_OP_MUL
                               ? m->fail_at : ops.v[k].start;
        if (r == 0 && !*perr) {
            /* a predicate's qualifier is operands of its own to LLVM: the
             * place when the forms failed there (or nowhere known) */
            bool fpl;
            size_t pq = a64_pq_miss(c, mn, mlen, &ops, &fpl);
            if (pq != (size_t)-1 && fpl) {
                a64_error(c, pq, 1, "unexpected floating point literal");
                r = -1;
                pq = (size_t)-1;
            }
            /* (mov's and fmov's alias forms: the catalog's matcher failed
             * before the predicate, LLVM's gets to it) */
            bool alias = ops.n && ops.v[0].kind == A64_OP_REG &&
                         (ops.v[0].r.kind == A64_R_Z || ops.v[0].r.kind == A64_R_P) &&
                         (!strcmp(mn, "mov") || !strcmp(mn, "fmov"));
            for (unsigned k = 0; k < ops.n && pq != (size_t)-1; k++)
                if (*fail_at == (size_t)-1 || (alias && pq > *fail_at) ||
                    (ops.v[k].kind == A64_OP_REG && ops.v[k].r.kind == A64_R_P &&
                     *fail_at >= ops.v[k].start && *fail_at <= ops.v[k].end)) {
                    *fail_at = pq;
                    break;
                }
        }
        if (r == 0 && !*perr) {
            unsigned extra = 0;
            int cm = count_miss(c->fe, mn, mlen, &ops, &extra);
            /* (a form's own message, "invalid predicate register.", stands) */
            bool plain = !m->fail || !strcmp(m->fail, "invalid operand for instruction");
            if (cm == 1 && plain)
                m->too_few = 1;
            else if (plain && lane_missing(mn, &ops))
                m->too_few = 1;
            else if ((cm == 2 || cm == 3) && extra < ops.n && plain) {
                *fail_at = ops.v[extra].start;
                m->fail = NULL;
                m->prefix_miss = cm == 3;
            }
        }
        if (r == 0 && !*perr) {
            /* too short for every form, and no prefix of one either: LLVM
             * reports the first operand no form takes (and w2, x22; ldp q2,
             * v3).  Not the first operand: aliases the catalog has no
             * forms of (mul w2, w2; cset w4) take kinds no form shows */
            const mca_form_ref *rr;
            size_t nr = mca_catalog_forms_named(c->fe->cat, MCA_FORM_ASM, mn, mlen, &rr);
            unsigned k = nr ? kind_prefix(c->fe, mn, mlen, &ops) : ops.n;
            if (k > 0 && k < ops.n && (m->too_few || ops.n < min_operands(c->fe, rr, nr))) {
                m->too_few = 0;
                *fail_at = ops.v[k].start;
                m->fail = NULL;
                m->prefix_miss = 1;
            }
        }
        if (r == 0 && !*perr && !m->too_few) {
            /* an SVE scalar index without its forms' shift: LLVM's
             * matcher gets to the index, its class's words */
            const char *msg;
            size_t at = a64_sve_index_miss(c, mn, mlen, &ops, *fail_at, &msg);
            if (at != (size_t)-1) {
                *fail_at = at;
                m->fail = msg;
                m->prefix_miss = 0;
            }
        }
        if (r == 1 && c->err) {
            free(c->err_msg);
            free(c->err2_msg);
            c->err_msg = c->err2_msg = NULL;
            c->err3_invalid = 0;
            c->err = 0;
        }
        if (r == 0 && *perr && c->err && m->fail && m->fail_at != (size_t)-1) {
            /* a form read what the operand parser could not (sqdecb x0,
             * all, mul #17) and missed but for one operand: LLVM's parser
             * reads such operands, its matcher reports that one */
            free(c->err_msg);
            c->err_msg = NULL;
            c->err = 0;
            a64_error(c, m->fail_at, 1, "%s", m->fail);
        }
        free(g.err_msg);
        free(closed);
    }
    if (r == 1 && !lit && !*perr && a64_check(c, mn, &ops, m->opcode) != 0) {
        mca_strbuf_free(&m->text);
        mca_strbuf_init(&m->text);
        r = -1;
    }
    *nops = ops.n;
    if (ops.n)
        *first_at = ops.v[0].start;
    a64_operands_free(&ops);
    return r;
}

/* The operands form text prints (an optional ", lsl #@" or ", mul #@"
 * not counted). */
static unsigned form_count(const char *text)
{
    const char *sp = strchr(text, ' ');
    unsigned count = 0;
    int depth = 0;
    if (sp && sp[1]) {
        count = 1;
        for (const char *p = sp + 1; *p; p++) {
            if (*p == '[' || *p == '{')
                depth++;
            else if (*p == ']' || *p == '}')
                depth--;
            else if (*p == ',' && depth == 0 && strncmp(p, ", lsl #@", 8) != 0 &&
                     strncmp(p, ", mul #@", 8) != 0)
                count++;
        }
    }
    return count;
}

static int statement(const a64_fe *fe, a64_cur *c, a64_labels *labels, insts *out,
                     size_t start, size_t end);

/* Where position p of a rewritten Apple statement r (its generic mnemonic
 * gm_len long, then the operands with arrangements inserted) lies in the
 * input (its mnemonic at mn_at, its operands o from ops_at). */
static size_t apple_position(const char *r, size_t gm_len, size_t p, const char *o,
                             size_t olen, size_t mn_at, size_t ops_at)
{
    if (p < gm_len)
        return mn_at + p;
    size_t i = 0, j = gm_len;
    while (j < p && i < olen) {
        if (r[j] == o[i])
            i++;
        j++; /* (a character only r has: an inserted arrangement) */
    }
    return ops_at + i;
}

/* Where LLVM's matcher fails a generic statement with a v register
 * written without its arrangement (add v0, v1, v2): the arrangement is an
 * operand of its own to it, so the next operand (a lane's '[' or the
 * operand after the comma) is where it stops; -1 when no operand of the
 * top level is such a register or nothing follows it. */
static size_t bare_v_miss(const a64_cur *c, size_t ops_at)
{
    const char *s = c->s;
    int depth = 0;
    bool start = true;
    for (size_t i = ops_at; i < c->end; i++) {
        char ch = s[i];
        if (ch == ' ' || ch == '\t')
            continue;
        if (ch == '{' || ch == '[' || ch == '(')
            depth++;
        else if ((ch == '}' || ch == ']' || ch == ')') && depth > 0)
            depth--;
        if (ch == ',' && depth == 0) {
            start = true;
            continue;
        }
        bool was_start = start;
        start = false;
        if (!was_start || depth || (ch != 'v' && ch != 'V') || i + 1 >= c->end ||
            !isdigit((unsigned char)s[i + 1]))
            continue;
        size_t e = i + 1;
        while (e < c->end && isdigit((unsigned char)s[e]))
            e++;
        if (e - i > 3 || atoi(s + i + 1) > 31 ||
            (e < c->end && (isalnum((unsigned char)s[e]) || s[e] == '_' || s[e] == '.')))
            continue;
        while (e < c->end && (s[e] == ' ' || s[e] == '\t'))
            e++;
        if (e < c->end && s[e] == '[')
            return e;
        if (e >= c->end || s[e] != ',')
            return (size_t)-1;
        for (e++; e < c->end && (s[e] == ' ' || s[e] == '\t');)
            e++;
        return e < c->end ? e : (size_t)-1;
    }
    return (size_t)-1;
}

static bool is_too_few(const char *msg)
{
    return !strcmp(msg, "too few operands for instruction");
}

/* The statement (Apple mnemonic mn, operands from ops_at) read as each
 * opcode with that Apple mnemonic would be in the generic syntax (add.4s
 * v0, v1, v2 as add v0.4s, v1.4s, v2.4s): 1 with m filled by the first
 * that matches, 0 none (m empty; *err set to the error of the candidate
 * that got furthest, located in the input: LLVM reports its Apple
 * table's), -1 out of memory. */
static int apple_match(a64_cur *c, const char *mn, size_t ops_at, a64_match *m,
                       a64_cur *err)
{
    mca_strbuf text, tried;
    mca_strbuf_init(&text);
    mca_strbuf_init(&tried); /* the texts tried so far, NUL-separated */
    size_t next = 0;
    int r = 0;
    bool oom;
    char *cons = a64_apple_consecutive(mn, c->s + ops_at, c->end - ops_at, &oom);
    if (oom)
        return -1;
    const char *ops = cons ? cons : c->s + ops_at;
    size_t ops_len = cons ? strlen(cons) : c->end - ops_at;
    while (r == 0) {
        int k = a64_apple_candidate(c->fe, mn, ops, ops_len, &next, &text);
        if (k <= 0) {
            r = k;
            break;
        }
        mca_strbuf_putc(&text, 0);
        if (text.failed) {
            r = -1;
            break;
        }
        bool seen = false;
        for (size_t at = 0; at < tried.len && !seen; at += strlen(tried.data + at) + 1)
            seen = !strcmp(tried.data + at, text.data);
        if (seen)
            continue;
        mca_strbuf_put(&tried, text.data, text.len);
        if (tried.failed) {
            r = -1;
            break;
        }
        a64_cur g = *c;
        g.s = text.data;
        g.pos = 0;
        g.end = text.len - 1;
        g.err = 0;
        g.err_msg = NULL;
        g.err2_msg = NULL;
        size_t i = 0;
        while (i < g.end && text.data[i] != ' ' && text.data[i] != '\t')
            i++;
        char gm[24];
        if (i >= sizeof gm)
            continue;
        memcpy(gm, text.data, i);
        gm[i] = 0;
        g.mn_at = 0;
        g.pos = i;
        size_t fail_at = (size_t)-1, first_at = 0;
        unsigned nops = 0;
        int perr = 0;
        int mr = match(&g, gm, i, i, m, &fail_at, &first_at, &nops, &perr);
        free(g.err_msg);
        free(g.err2_msg);
        c->tls_len = 0;
        if (mr == 1 && !a64_apple_opcode_of(c->fe, mn, m->opcode)) {
            mca_strbuf_free(&m->text);
            continue;
        }
        if (mr == 1) {
            r = 1;
            break;
        }
        mca_strbuf_free(&m->text);
        /* the error the generic reader gives the rewritten statement */
        a64_cur e = *c;
        e.s = text.data;
        e.end = text.len - 1;
        e.err = 0;
        e.err_msg = e.err2_msg = NULL;
        insts none;
        memset(&none, 0, sizeof none);
        a64_labels nolabels;
        memset(&nolabels, 0, sizeof nolabels);
        e.labels = &nolabels;
        int sr = statement(c->fe, &e, &nolabels, &none, 0, e.end);
        for (size_t q = 0; q < none.n; q++)
            mca_inst_free(&none.v[q]);
        free(none.v);
        mca_asm_dlabels_free(&nolabels);
        free(e.err2_msg);
        c->tls_len = 0;
        if (sr == 0 || !e.err_msg) {
            free(e.err_msg);
            continue;
        }
        const char *o = c->s + ops_at;
        size_t olen = c->end - ops_at;
        size_t at = apple_position(text.data, i, e.err_off, o, olen, c->mn_at, ops_at);
        size_t to = apple_position(text.data, i, e.err_off + e.err_span, o, olen, c->mn_at,
                                   ops_at);
        /* (too few operands is the furthest: LLVM's index past the last) */
        bool few = !strcmp(e.err_msg, "too few operands for instruction");
        bool had_few = err->err_msg && !strcmp(err->err_msg, "too few operands for instruction");
        /* (at one place a named problem wins over LLVM's generic message,
         * as its matcher's operand diagnostics do: fmla.2d v0, v1, v2[2]) */
        bool vague = err->err_msg && !strcmp(err->err_msg, "invalid operand for instruction") &&
                     strcmp(e.err_msg, "invalid operand for instruction") != 0;
        if (!err->err_msg || (few && !had_few) ||
            (!had_few && !few && (at > err->err_off || (at == err->err_off && vague)))) {
            free(err->err_msg);
            err->err_msg = e.err_msg;
            err->err = 1;
            err->err_off = at;
            err->err_span = to > at ? to - at : 1;
        } else {
            free(e.err_msg);
        }
    }
    mca_strbuf_free(&text);
    mca_strbuf_free(&tried);
    free(cons);
    return r;
}

/* One statement; 0, or -1 with the error in c (or none: out of memory). */
/* Whether the first operand (from at) is a b, h, s or d register
 * (dup s3, v4.s[1]: the scalar element move LLVM's printer writes as mov). */
static bool scalar_fp_first(const a64_cur *c, size_t at)
{
    while (at < c->end && (c->s[at] == ' ' || c->s[at] == '\t'))
        at++;
    if (at >= c->end || !strchr("bhsdBHSD", c->s[at]))
        return false;
    size_t e = at + 1;
    while (e < c->end && isdigit((unsigned char)c->s[e]))
        e++;
    if (e == at + 1 || e - at > 3 || atoi(c->s + at + 1) > 31)
        return false;
    return e >= c->end || !(isalnum((unsigned char)c->s[e]) || c->s[e] == '_' || c->s[e] == '.');
}

/* The span of "too few operands" for a statement from at to end: LLVM's
 * range ends where the token after the end of the statement starts (after
 * a separator and the blanks that follow it, else on a later line, so the
 * caret runs to the end of the line). */
static size_t too_few_span(const a64_cur *c, size_t at, size_t end)
{
    const mca_source *src = c->src;
    if (c->own || !src || end > src->len)
        return end - at;
    /* (the scan's text: comments are blanks in it) */
    const char *t = c->s;
    size_t p = end, n = src->len;
    while (p < n && (t[p] == ' ' || t[p] == '\t'))
        p++;
    size_t sep = !c->macho && p < n && t[p] == ';' ? 1
                 : c->macho && p + 1 < n && t[p] == '%' && t[p + 1] == '%' ? 2 : 0;
    if (sep) {
        p += sep;
        while (p < n && (t[p] == ' ' || t[p] == '\t'))
            p++;
        return p - at;
    }
    while (p < n && t[p] != '\n')
        p++;
    return p - at;
}

static int statement(const a64_fe *fe, a64_cur *c, a64_labels *labels, insts *out,
                     size_t start, size_t end)
{
    c->pos = start;
    c->end = end;
    if (skip_labels(c, labels) != 0)
        return -1;
    if (a64_peek(c) == 0)
        return 0;
    if (c->s[c->pos] == '#') {
        /* LLVM's parser takes a statement starting with '#' after labels,
         * or after a separator and a block comment, as a comment up to the
         * end of the statement (first in a statement its lexer has made it
         * a comment to the end of the line); first on a line after a block
         * comment it is an error */
        size_t k = start, b = start;
        while (k < c->pos && isspace((unsigned char)c->s[k]))
            k++;
        while (b > 0 && (c->s[b - 1] == ' ' || c->s[b - 1] == '\t'))
            b--;
        if (k < c->pos || (b > 0 && c->s[b - 1] == ';'))
            return 0;
        return a64_error(c, c->pos, 1, "unexpected token at start of statement");
    }
    if (c->s[c->pos] == '.') {
        int r = a64_directive(c);
        return r == 0 && c->tls_len ? push_tls(fe, c, out, start, end) : r;
    }
    size_t at = c->pos, i = at;
    while (i < c->end && (isalnum((unsigned char)c->s[i]) || c->s[i] == '.' || c->s[i] == '_'))
        i++;
    size_t mlen = i - at;
    int req;
    c->pos = i;
    if (mlen && a64_req_statement(c, at, mlen, &req))
        return req;
    /* (a number is no identifier to LLVM's lexer: 7, 1b, 0x10) */
    if (!mlen || mlen > 23 || isdigit((unsigned char)c->s[at]))
        return a64_error(c, at, 1, "unexpected token at start of statement");
    char mn[24];
    for (size_t k = 0; k < mlen; k++)
        mn[k] = (char)tolower((unsigned char)c->s[at + k]);
    mn[mlen] = 0;
    if (!strcmp(mn, "dup") && scalar_fp_first(c, i))
        memcpy(mn, "mov", 4); /* LLVM's DUPi* forms: the catalog files them as mov */
    c->pos = i;
    c->mn_at = at;
    size_t ops_at = c->pos;
    a64_match m;
    size_t fail_at = (size_t)-1, first_at = at;
    unsigned nops = 0;
    int perr = 0;
    if (c->elf && a64_at_specifiers(c, mn, ops_at) != 0)
        return -1;
    if (c->macho && a64_macho_specifiers(c, mn, ops_at) != 0)
        return -1;
    int r = match(c, mn, mlen, ops_at, &m, &fail_at, &first_at, &nops, &perr);
    if (c->kind_errs) {
        /* LLVM's parser reported those already: no matching (an error of
         * the operand parser after them stands) */
        mca_strbuf_free(&m.text);
        if (!perr) {
            free(c->err_msg);
            free(c->err2_msg);
            c->err_msg = c->err2_msg = NULL;
            c->err = 0;
        }
        return -1;
    }
    if (r == 1 && c->mem_open) {
        /* a form takes the operands given and the ']' after them */
        mca_strbuf_free(&m.text);
        return a64_error(c, c->mn_at, c->end - c->mn_at, "too few operands for instruction");
    }
    mca_strbuf scratch;
    mca_strbuf_init(&scratch);
    if (r == 1 && c->cpu_feat && !c->noalias &&
        a64_features_missing(c->cpu_feat, m.opcode, &scratch)) {
        /* the CPU lacks what a directive enabled: no alias is printed */
        mca_strbuf_free(&m.text);
        c->pos = ops_at;
        c->noalias = 1;
        r = match(c, mn, mlen, ops_at, &m, &fail_at, &first_at, &nops, &perr);
    }
    mca_strbuf_free(&scratch);
    if (r == 1 && a64_is_satcount(mn)) {
        /* (what the reader took, LLVM's matcher may not: sqincw x0, #32, mul #1) */
        a64_cur s = *c;
        s.err = 0;
        s.err_msg = NULL;
        s.err2_msg = NULL;
        if (a64_satcount_error(&s, mn, ops_at) != 0 && s.err_msg) {
            mca_strbuf_free(&m.text);
            free(c->err_msg);
            free(c->err2_msg);
            *c = s;
            return -1;
        }
        free(s.err_msg);
    }
    if (r != 1 && a64_apple_mnemonic(mn)) {
        /* LLVM's matcher tries the Apple syntax first, then the generic
         * one: an Apple statement fails the generic forms */
        a64_cur aerr;
        memset(&aerr, 0, sizeof aerr);
        /* (the generic match's failure stands when no Apple row reports) */
        const char *gfail = m.fail;
        int gfew = m.too_few;
        int ar = apple_match(c, mn, ops_at, &m, &aerr);
        if (ar == 0 && !aerr.err_msg) {
            m.fail = gfail;
            m.too_few = gfew;
        }
        if (ar == 0 && aerr.err_msg && c->err_msg && is_too_few(c->err_msg) &&
            is_too_few(aerr.err_msg)) {
            /* both want more operands: the generic reader's range is LLVM's
             * (mov x0, v0: the Apple candidate mov x0, v0.d ends early) */
            free(aerr.err_msg);
            aerr.err_msg = NULL;
            m.fail = gfail;
            m.too_few = gfew;
        }
        if (ar != 0 || aerr.err_msg) {
            free(c->err_msg);
            free(c->err2_msg);
            c->err_msg = c->err2_msg = NULL;
            c->err = 0;
            if (ar < 0) {
                free(aerr.err_msg);
                return -1;
            }
            if (ar == 0) {
                /* LLVM reports its Apple table's error */
                c->err = 1;
                c->err_msg = aerr.err_msg;
                c->err_off = aerr.err_off;
                c->err_span = aerr.err_span;
                return -1;
            }
            free(aerr.err_msg);
            r = 1;
        } else if (strchr(mn, '.')) {
            /* no Apple row reads the operands: LLVM's Apple forms want bare
             * vector registers, an arrangement fails its operand */
            for (size_t p = ops_at; p + 1 < c->end; p++) {
                bool word = p == ops_at || !(isalnum((unsigned char)c->s[p - 1]) ||
                                             c->s[p - 1] == '_' || c->s[p - 1] == '.');
                if (!word || (c->s[p] != 'v' && c->s[p] != 'V') ||
                    !isdigit((unsigned char)c->s[p + 1]))
                    continue;
                size_t e = p + 1;
                while (e < c->end && isdigit((unsigned char)c->s[e]))
                    e++;
                if (e < c->end && c->s[e] == '.') {
                    free(c->err_msg);
                    free(c->err2_msg);
                    c->err_msg = c->err2_msg = NULL;
                    c->err = 0;
                    size_t o = p;
                    while (o > ops_at && c->s[o - 1] != ',' && c->s[o - 1] != ' ' &&
                           c->s[o - 1] != '\t')
                        o--;
                    return a64_error(c, o, 1, "invalid operand for instruction");
                }
            }
        }
    }
    if (r == 1) {
        mca_strbuf need;
        mca_strbuf_init(&need);
        if (a64_features_missing(c->feat, m.opcode, &need)) {
            mca_strbuf_free(&m.text);
            if (need.failed) {
                mca_strbuf_free(&need);
                return -1;
            }
            a64_error(c, at, 1, "%s", need.data);
            mca_strbuf_free(&need);
            return -1;
        }
        mca_strbuf_free(&need);
        if (a64_movprfx_check(c, &m, ops_at) != 0) {
            mca_strbuf_free(&m.text);
            return -1;
        }
        if (fe->sysxt >= 0 && m.opcode == (unsigned)fe->sysxt)
            a64_sysalias_print(c, &m);
        if (c->apple)
            a64_apple_print(fe, &m);
        if (push(out, &m, start, end - start) != 0) {
            mca_strbuf_free(&m.text);
            return -1;
        }
        return 0;
    }
    mca_strbuf_free(&m.text);
    if (a64_is_satcount(mn) && (c->err || r == 0)) {
        /* the element counts: LLVM's matcher decides where, unless a form
         * takes the operands (then the reader's checks stand) */
        a64_cur s = *c;
        s.err = 0;
        s.err_msg = NULL;
        s.err2_msg = NULL;
        if (a64_satcount_error(&s, mn, ops_at) != 0 && s.err_msg) {
            free(c->err_msg);
            free(c->err2_msg);
            *c = s;
            return -1;
        }
        free(s.err_msg);
    }
    size_t bare = strchr(mn, '.') ? (size_t)-1 : bare_v_miss(c, ops_at);
    if (bare != (size_t)-1 && c->err && c->err_msg && c->s[c->err_off] == '[' &&
        !strcmp(c->err_msg, "unexpected token in argument list")) {
        /* LLVM reads v1[1] (no arrangement); its matcher fails there */
        free(c->err_msg);
        free(c->err2_msg);
        c->err_msg = c->err2_msg = NULL;
        c->err = 0;
        return a64_error(c, bare, 1, "invalid operand for instruction");
    }
    if (c->err)
        return -1;
    if (r < 0)
        return -1;
    if ((mn[0] == 'b' && mn[1] == '.') || (mn[0] == 'b' && mn[1] == 'c' && mn[2] == '.'))
        return a64_error(c, at + (mn[1] == '.' ? 2 : 3), 1, "invalid condition code");
    const mca_form_ref *refs;
    size_t nref = mca_catalog_forms_named(fe->cat, MCA_FORM_ASM, mn, mlen, &refs);
    if (!nref && !known_alias(mn))
        return a64_mnemonic_error(c, at, mn, mlen);
    if (!perr && (m.too_few || (nref && nops < min_operands(fe, refs, nref) && !m.prefix_miss)))
        return a64_error(c, at, end - at, "too few operands for instruction");
    if (bare != (size_t)-1 &&
        !(m.fail && strcmp(m.fail, "invalid operand for instruction") && fail_at != (size_t)-1) &&
        (fail_at == (size_t)-1 || fail_at < bare))
        return a64_error(c, bare, 1, "invalid operand for instruction");
    return a64_error(c, fail_at != (size_t)-1 ? fail_at : first_at, 1, "%s",
                     m.fail && fail_at != (size_t)-1 ? m.fail : "invalid operand for instruction");
}

/* An error offset in a rewritten statement's text (a64-atspec.c) as an
 * offset in the input: past the part that grew, back by its growth. */
static void unmove(const a64_cur *c, size_t *off)
{
    if (c->own_moved && *off >= c->own_moved_at)
        *off -= c->own_moved;
    else if (c->own_moved && *off + c->own_moved >= c->own_moved_at)
        *off = c->own_moved_at - c->own_moved - 1;
}

int a64_parse(const a64_fe *fe, const mca_source *src, const mca_scan *scan,
              const mca_parse_options *opts, mca_inst **out, size_t *count, mca_diags *diags)
{
    insts is;
    memset(&is, 0, sizeof is);
    a64_labels labels;
    memset(&labels, 0, sizeof labels);
    *out = NULL;
    *count = 0;
    size_t failures = 0, dnext = 0;
    int oom = 0;
    a64_features feat;
    a64_features_for(&feat, opts ? opts->cpu : NULL, opts ? opts->mattr : NULL);
    const a64_features cpu_feat = feat;
    a64_reqs reqs;
    memset(&reqs, 0, sizeof reqs);
    a64_prfx prfx;
    memset(&prfx, 0, sizeof prfx);
    for (size_t i = 0; i < scan->stmt_count && !oom; i++) {
        failures += mca_scan_report(scan, src, i, &dnext, diags); /* .error, .endr ... */
        a64_cur c;
        memset(&c, 0, sizeof c);
        c.s = scan->clean;
        c.fe = fe;
        c.labels = &labels;
        c.feat = &feat;
        c.cpu_feat = &cpu_feat;
        c.hex = opts && opts->print_imm_hex;
        c.reqs = &reqs;
        c.prfx = &prfx;
        c.src = src;
        c.diags = diags;
        c.apple = opts && (opts->output_variant >= 0 ? opts->output_variant == 1
                                                     : mca_triple_macho(opts->triple));
        c.format = mca_triple_format(opts ? opts->triple : NULL);
        c.macho = c.format == MCA_ASM_MACHO;
        c.elf = c.format == MCA_ASM_ELF;
        if (statement(fe, &c, &labels, &is, scan->stmts[i].start, scan->stmts[i].end) != 0) {
            for (unsigned k = 0; k < c.kind_errs; k++) {
                unmove(&c, &c.kind_err[k]);
                mca_source_diag(src, diags, MCA_DIAG_ERROR, c.kind_err[k], 1,
                                "invalid vector kind qualifier");
            }
            if (c.kind_errs && !c.err_msg) {
                failures++;
            } else if (c.err_msg) {
                failures++;
                if (!c.own && c.err_off == c.mn_at && c.err_off + c.err_span == c.end &&
                    !strcmp(c.err_msg, "too few operands for instruction"))
                    c.err_span = too_few_span(&c, c.mn_at, c.end);
                unmove(&c, &c.err_off);
                unmove(&c, &c.err2_off);
                mca_source_diag(src, diags, MCA_DIAG_ERROR, c.err_off, c.err_span, "%s",
                                c.err_msg);
                if (c.err2_msg)
                    mca_source_diag(src, diags, MCA_DIAG_ERROR, c.err2_off, 1, "%s",
                                    c.err2_msg);
                if (c.err2_msg && c.err3_invalid)
                    mca_source_diag(src, diags, MCA_DIAG_ERROR, c.err2_off, 1,
                                    "invalid operand");
            } else {
                oom = 1;
            }
        }
        free(c.err_msg);
        free(c.err2_msg);
        free(c.own);
    }
    failures += mca_scan_report_locals(scan, src, &dnext, diags);
    failures += mca_scan_report(scan, src, scan->stmt_count, &dnext, diags);
    for (size_t i = 0; i < labels.n && !oom; i++)
        if (labels.v[i].pending) {
            failures++;
            mca_source_diag(src, diags, MCA_DIAG_ERROR, labels.v[i].ref_at, 1,
                            "directional label undefined");
        }
    mca_asm_dlabels_free(&labels);
    a64_reqs_free(&reqs);
    if (oom || (failures && !(opts && opts->skip_failures))) {
        for (size_t i = 0; i < is.n; i++)
            mca_inst_free(&is.v[i]);
        free(is.v);
        if (oom)
            mca_diags_add(diags, MCA_DIAG_ERROR, "out of memory");
        else
            mca_asm_parse_failed(diags);
        return -1;
    }
    *out = is.v;
    *count = is.n;
    return 0;
}
