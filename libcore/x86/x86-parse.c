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
#include "../asm/asm-symtab.h"

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
    /* class bit sets, sized by the largest register number in any class */
    unsigned nc = mca_catalog_regclass_count(cat), limit = 0;
    for (unsigned i = 0; i < nc; i++) {
        const mca_regclass *c = mca_catalog_regclass(cat, i);
        for (unsigned k = 0; c && k < c->reg_count; k++)
            if (c->regs[k] + 1 > limit)
                limit = c->regs[k] + 1;
    }
    fe->class_count = nc;
    fe->class_words = (limit + 63) / 64;
    fe->class_bits = calloc((size_t)nc * fe->class_words + 1, sizeof *fe->class_bits);
    fe->pair_class = calloc(nc + 1, 1);
    fe->vector_class = calloc(nc + 1, 1);
    fe->forms = malloc(sizeof *fe->forms);
    if (fe->forms && x86_form_store_init(fe->forms) != 0) {
        free(fe->forms);
        fe->forms = NULL;
    }
    fe->memo = malloc(sizeof *fe->memo);
    if (fe->memo && x86_memo_init(fe->memo) != 0) {
        free(fe->memo);
        fe->memo = NULL;
    }
    if (!fe->class_bits || !fe->pair_class || !fe->vector_class || !fe->forms || !fe->memo) {
        mca_x86_free(fe);
        mca_diags_add(diags, MCA_DIAG_ERROR, "out of memory");
        return NULL;
    }
    for (unsigned i = 0; i < nc; i++) {
        const mca_regclass *c = mca_catalog_regclass(cat, i);
        if (!c)
            continue;
        uint64_t *bits = fe->class_bits + (size_t)i * fe->class_words;
        for (unsigned k = 0; k < c->reg_count; k++)
            bits[c->regs[k] / 64] |= (uint64_t)1 << (c->regs[k] % 64);
        fe->pair_class[i] = c->name && strstr(c->name, "PAIR") != NULL;
        fe->vector_class[i] = c->name && strncmp(c->name, "VR", 2) == 0;
    }
    fe->rc_gr64 = x86_regclass_index(cat, "GR64");
    fe->rc_gr32 = x86_regclass_index(cat, "GR32");
    fe->rc_vr128x = x86_regclass_index(cat, "VR128X");
    fe->rc_vr256x = x86_regclass_index(cat, "VR256X");
    fe->rc_vr512 = x86_regclass_index(cat, "VR512");
    fe->rc_segment = x86_regclass_index(cat, "SEGMENT_REG");
    static const char *const names[] = { "RIP", "EIP", "RSP", "ESP", "RIZ", "EIZ" };
    unsigned *regs[] = { &fe->reg_rip, &fe->reg_eip, &fe->reg_rsp, &fe->reg_esp,
                         &fe->reg_riz, &fe->reg_eiz };
    for (size_t k = 0; k < sizeof names / sizeof names[0]; k++) {
        const mca_register *r;
        if (!mca_catalog_register_named(cat, names[k], 3, regs[k]) ||
            !(r = mca_catalog_register(cat, *regs[k])) || !r->name ||
            strcmp(r->name, names[k]) != 0)
            *regs[k] = 0;
    }
    return fe;
}

void mca_x86_free(mca_x86 *fe)
{
    if (!fe)
        return;
    free(fe->class_bits);
    free(fe->pair_class);
    free(fe->vector_class);
    if (fe->forms)
        x86_form_store_free(fe->forms);
    free(fe->forms);
    if (fe->memo)
        x86_memo_free(fe->memo);
    free(fe->memo);
    free(fe);
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

/* Can a word starting with ch be one of separate, prefixes or "addr16"? */
static int prefix_letter(int ch)
{
    switch (ch | 32) {
    case 'a': case 'c': case 'd': case 'e': case 'f': case 'g': case 'l': case 'n':
    case 'r': case 's': case 'x':
        return 1;
    }
    return 0;
}

/* A pseudo prefix {..} at the cursor; its length, 0 when none. */
static size_t pseudo_prefix(const mca_asm_cur *c, unsigned *flag)
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

/* ------------------------------------------------------------- results */

typedef struct {
    mca_inst *v;
    char ***exprs;       /* per instruction, its expression texts */
    char **pfx;          /* per instruction, its printed prefix */
    unsigned *nex;       /* per instruction, the length of exprs */
    x86_memo_entry **from; /* per instruction, the front end's memo entry it
                            repeats or was kept as (its text is kept there), or NULL */
    size_t n, cap;
} insts;

/* Room for cap instructions in each array; 0, or -1 out of memory (the
 * arrays are then as they were, or larger). */
static int insts_grow(insts *is, size_t cap)
{
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
    x86_memo_entry **fr = realloc(is->from, cap * sizeof *fr);
    if (!fr)
        return -1;
    is->from = fr;
    is->cap = cap;
    return 0;
}

static int insts_push(insts *is, x86_result *m, size_t off, size_t len,
                      const char *pfx)
{
    if (is->n == is->cap && insts_grow(is, is->cap ? is->cap * 2 : 16) != 0)
        return -1;
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
    is->from[is->n] = NULL;
    m->ops = NULL;
    m->exprs = NULL;
    is->n++;
    return 0;
}

static void insts_free_aux(insts *is, int keep_insts)
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
    free(is->from);
    if (!keep_insts)
        free(is->v);
}

/* ----------------------------------------------------------- statements */

typedef struct {
    const mca_x86 *fe;
    const mca_source *src;
    const mca_scan *scan;
    int *syntax;
    int mode;            /* 64, 32 or 16: changed by .code64/.code32/.code16 */
    int triple64;        /* the starting mode is 64-bit (LLVM's printer asks) */
    mca_asm_format format; /* the object format: its parser's directives */
    int seh_frame;       /* between .seh_proc and .seh_endproc (COFF) */
    mca_diags *diags;
    mca_asm_dlabels labels;
    x86_form_cache forms;
    insts out;
    int oom;
} pstate;

/* Keep instruction i (the one statement key assembled to) in the front
 * end's memo for repeats; nothing when it has symbols (or the memo is full
 * or memory runs out: the memo is optional). */
static void memo_put(pstate *ps, const char *key, size_t klen, size_t i)
{
    const insts *is = &ps->out;
    for (unsigned k = 0; is->exprs[i] && k < is->nex[i]; k++)
        if (is->exprs[i][k])
            return;
    ps->out.from[i] = x86_memo_put(ps->fe->memo, key, klen, &is->v[i], is->nex[i], is->pfx[i]);
}

/* Record a repeat of memo entry e for the statement [start, end); -1 when
 * out of memory. */
static int memo_replay(pstate *ps, x86_memo_entry *e, size_t start, size_t end)
{
    x86_result m;
    memset(&m, 0, sizeof m);
    m.opcode = e->opcode;
    m.nops = e->op_count;
    m.nexprs = e->nex;
    m.ops = malloc((e->op_count ? e->op_count : 1) * sizeof *m.ops);
    /* no expression texts: a memo entry has none (memo_put), and a NULL
     * list reads as all NULL (x86_print, insts_free_aux) */
    m.exprs = NULL;
    if (!m.ops || insts_push(&ps->out, &m, start, end - start, e->pfx) != 0) {
        x86_match_free(&m);
        return -1;
    }
    if (e->op_count)
        memcpy(ps->out.v[ps->out.n - 1].ops, e->ops, e->op_count * sizeof *e->ops);
    ps->out.v[ps->out.n - 1].flags = e->flags;
    ps->out.from[ps->out.n - 1] = e;
    return 0;
}

/* APX "{dfv=of,sf,zf,cf}" before the operands of ccmp/ctest. */
static int parse_dfv(mca_asm_cur *c, x86_stmt *st)
{
    if (mca_asm_peek(c) != '{' || c->pos + 5 > c->end || strncasecmp(c->s + c->pos, "{dfv=", 5))
        return 0;
    static const char *const names[] = { "cf", "zf", "sf", "of" };
    c->pos += 5;
    st->has_dfv = 1;
    for (;;) {
        mca_asm_skip_ws(c);
        if (c->pos < c->end && c->s[c->pos] == '}') {
            c->pos++;
            return 0;
        }
        size_t n = mca_asm_ident_len(c, c->pos);
        int bit = -1;
        for (int k = 0; k < 4 && n == 2; k++)
            if (!strncasecmp(c->s + c->pos, names[k], 2))
                bit = k;
        if (bit < 0)
            return mca_asm_error(c, c->pos, n ? n : 1, "Invalid DFV flag");
        st->dfv |= 1 << bit;
        c->pos += n;
        mca_asm_skip_ws(c);
        if (c->pos < c->end && c->s[c->pos] == ',')
            c->pos++;
    }
}

/* LLVM's AT&T parser reads "(%dx)" in in/out as the port register %dx
 * ("out %eax,(%dx)" is OUT32rr, as GNU as accepts it). */
static void port_dx_operand(const mca_catalog *cat, x86_stmt *st)
{
    static const char *const names[] = { "in", "inb", "inw", "inl",
                                         "out", "outb", "outw", "outl" };
    int io = 0;
    for (size_t i = 0; i < sizeof names / sizeof names[0]; i++)
        io |= st->mnem[0] == names[i][0] && !strcmp(st->mnem, names[i]);
    if (!io || st->ops.n != 2)
        return;
    unsigned dx = x86_reg_named(cat, "dx", 2);
    if (!dx)
        return;
    /* the port is the source of in, the destination of out */
    x86_operand *o = &st->ops.v[st->mnem[0] == 'i' ? 0 : 1];
    if (o->kind == X86_OP_MEM && o->base == dx && !o->index && !o->seg && !o->has_disp) {
        o->kind = X86_OP_REG;
        o->reg = dx;
    }
}

/* Match and record one instruction statement; 0, or -1 with c->err. */
static int one_instruction(pstate *ps, mca_asm_cur *c, x86_stmt *st, size_t stmt_end)
{
    int variant = *ps->syntax;
    if (parse_dfv(c, st) != 0)
        return -1;
    /* (AT&T operands' expressions are LLVM's generic ones: reals too) */
    c->reals = variant != MCA_X86_INTEL;
    int r = variant == MCA_X86_INTEL ? x86_parse_intel_operands(c, &st->ops, &ps->oom)
                                     : x86_parse_att_operands(c, &st->ops, &ps->oom);
    c->reals = 0;
    if (r != 0)
        return -1;
    for (size_t i = 0; i < st->ops.n; i++) {
        x86_operand *o = &st->ops.v[i];
        if ((o->kind != X86_OP_MEM && o->kind != X86_OP_IMM) || !o->imm.sym)
            continue;
        int undefined;
        if (mca_asm_dlabel_resolve(&ps->labels, &o->imm, o->start, &undefined) != 0) {
            ps->oom = 1;
            return -1;
        }
        if (undefined)
            return mca_asm_error(c, o->start, 1, "directional label undefined");
    }
    /* outside 64-bit mode "aad" and "aam" alone mean base 10 */
    if (st->mode != 64 && st->ops.n == 0 &&
        (!strcmp(st->mnem, "aad") || !strcmp(st->mnem, "aam"))) {
        x86_operand *o = x86_operands_push(&st->ops);
        if (!o) {
            ps->oom = 1;
            return -1;
        }
        o->kind = X86_OP_IMM;
        o->dollar = variant == MCA_X86_ATT;
        o->imm.val = 10;
        o->start = o->end = st->mnem_off + st->mnem_len;
    }
    if (variant != MCA_X86_INTEL)
        port_dx_operand(ps->fe->cat, st);
    if (x86_cc_rewrite(ps->fe, variant, st) != 0) {
        ps->oom = 1;
        return -1;
    }
    x86_result m;
    if (x86_match(ps->fe, &ps->forms, variant, st, &m, c, &ps->oom) != 0)
        return -1;
    const char *hreg = x86_high_byte_conflict(ps->fe->cat, st);
    if (hreg) {
        x86_match_free(&m);
        return mca_asm_error(c, st->id_off, 1,
                         "can't encode '%s' in an instruction requiring EVEX/REX2/REX prefix", hreg);
    }
    x86_post_match(ps->fe->cat, st, ps->mode, &m);
    char msg[160];
    int v = x86_validate(ps->fe->cat, &m, msg, sizeof msg);
    if (v < 0) {
        x86_match_free(&m);
        return mca_asm_error(c, st->id_off, 1, "%s", msg);
    }
    if (v > 0)
        mca_source_diag(ps->src, ps->diags, MCA_DIAG_WARNING, st->id_off, 1, "%s", msg);
    /* the pseudo prefixes' text, then the prefix's (both short: at most
     * 47 and 10 bytes) */
    char pfx[64];
    const char *pa = m.form_pfx ? "" : st->pseudo_text, *pb = st->pfx_text ? st->pfx_text : "";
    size_t la = strlen(pa), lb = strlen(pb);
    if (la > sizeof pfx - 1)
        la = sizeof pfx - 1;
    if (lb > sizeof pfx - 1 - la)
        lb = sizeof pfx - 1 - la;
    memcpy(pfx, pa, la);
    memcpy(pfx + la, pb, lb);
    pfx[la + lb] = 0;
    if (insts_push(&ps->out, &m, st->start, stmt_end - st->start, pfx[0] ? pfx : NULL) != 0) {
        x86_match_free(&m);
        ps->oom = 1;
        return -1;
    }
    /* The models' variant rules test the lock prefix (MCInst flags). */
    if (st->prefixes & X86_PFX_LOCK)
        ps->out.v[ps->out.n - 1].flags |= MCA_INST_LOCK;
    /* -show-encoding rewrites what the assembler encoded in another mode */
    if (ps->mode == 32)
        ps->out.v[ps->out.n - 1].flags |= MCA_INST_MODE32;
    else if (ps->mode == 16)
        ps->out.v[ps->out.n - 1].flags |= MCA_INST_MODE16;
    return 0;
}

/* A stand-alone prefix instruction (data16, lock alone ...). */
static int prefix_instruction(pstate *ps, mca_asm_cur *c, const char *name, size_t off, size_t len)
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
    st.mode = ps->mode;
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

/* .code16, .code32, .code64: the assembler's mode from here on. */
static int code_directive(pstate *ps, mca_asm_cur *c, size_t n)
{
    static const struct { const char *w; int mode; } codes[] = {
        { ".code16", 16 }, { ".code32", 32 }, { ".code64", 64 },
    };
    for (size_t k = 0; k < sizeof codes / sizeof codes[0]; k++)
        /* .code16 is the generic parser's (any case), the others x86's */
        if (mca_asm_match_word(c, c->pos, codes[k].w) &&
            (codes[k].mode == 16 || !strncmp(c->s + c->pos, codes[k].w, n))) {
            c->pos += n;
            if (mca_asm_peek(c) != 0)
                return mca_asm_error(c, c->pos, 1, "unexpected token in directive");
            ps->mode = codes[k].mode;
            return 1;
        }
    return 0;
}

/* The directives x86's assembler parser adds (exact case), sorted. */
static int x86_directive(const char *s, size_t n)
{
    static const char *const names[] = {
        ".arch", ".arch_extension", ".att_syntax", ".code32", ".code64", ".cv_fpo_endproc",
        ".cv_fpo_endprologue", ".cv_fpo_proc", ".cv_fpo_pushreg", ".cv_fpo_setframe",
        ".cv_fpo_stackalloc", ".even", ".intel_syntax", ".nops", ".seh_pushframe",
        ".seh_pushreg", ".seh_savereg", ".seh_savexmm", ".seh_setframe",
    };
    for (size_t k = 0; k < sizeof names / sizeof *names; k++)
        if (strlen(names[k]) == n && !strncmp(names[k], s, n))
            return 1;
    return 0;
}

/* A directive that leaves no code: an error when LLVM does not know it,
 * else its arguments are only checked for nesting (see asm.h). */
static int other_directive(pstate *ps, mca_asm_cur *c, size_t n)
{
    if (!mca_asm_directive_known_in(c->s + c->pos, n, ps->format) &&
        !x86_directive(c->s + c->pos, n))
        return mca_asm_error(c, c->pos, 1, "unknown directive");
    c->pos += n;
    return mca_asm_check_nesting(c);
}

/* A directive; changes the syntax or the mode, or is ignored. */
static int directive(pstate *ps, mca_asm_cur *c)
{
    size_t n = mca_asm_ident_len(c, c->pos);
    int code = code_directive(ps, c, n);
    if (code != 0)
        return code < 0 ? -1 : 0;
    int intel = n == 13 && !strncmp(c->s + c->pos, ".intel_syntax", n);
    int att = n == 11 && !strncmp(c->s + c->pos, ".att_syntax", n);
    int seh = x86_seh_directive(c, n, ps->format, &ps->seh_frame);
    if (seh != 1)
        return seh;
    if (!intel && !att)
        return other_directive(ps, c, n);
    c->pos += n;
    mca_asm_skip_ws(c);
    size_t at = c->pos, wl = mca_asm_ident_len(c, c->pos);
    if (wl) {
        int noprefix = mca_asm_match_word(c, at, "noprefix");
        int prefix = mca_asm_match_word(c, at, "prefix");
        if (intel && prefix)
            return mca_asm_error(c, at, wl, "'.intel_syntax prefix' is not supported: registers must not have a '%%' prefix in .intel_syntax");
        if (att && noprefix)
            return mca_asm_error(c, at, wl, "'.att_syntax noprefix' is not supported: registers must have a '%%' prefix in .att_syntax");
        if (!noprefix && !prefix)
            return mca_asm_error(c, at, wl, "unexpected token in directive");
        c->pos += wl;
    }
    if (mca_asm_peek(c) != 0)
        return mca_asm_error(c, c->pos, 1, "unexpected token in directive");
    *ps->syntax = intel ? MCA_X86_INTEL : MCA_X86_ATT;
    return 0;
}

/* Report the undefined forward references of instructions before
 * offset limit, from *k on; the number reported. */
static size_t dlabel_refs_before(pstate *ps, size_t limit, size_t *k)
{
    size_t n = 0;
    for (; *k < ps->labels.nrefs && ps->labels.refs[*k].at < limit; ++*k)
        if (mca_asm_dlabel_ref_undefined(&ps->labels, *k)) {
            mca_source_diag(ps->src, ps->diags, MCA_DIAG_ERROR, ps->labels.refs[*k].at, 1,
                            "directional label undefined");
            n++;
        }
    return n;
}

/* Keep the printed text of a pseudo prefix ("{vex}\t"). */
static void add_pseudo_text(x86_stmt *st, const char *s, size_t n)
{
    size_t have = strlen(st->pseudo_text);
    if (have + n + 2 >= sizeof st->pseudo_text)
        return;
    for (size_t k = 0; k < n; k++)
        st->pseudo_text[have + k] = (char)tolower((unsigned char)s[k]);
    st->pseudo_text[have + n] = '\t';
    st->pseudo_text[have + n + 1] = 0;
}

/* The prefixes before a mnemonic: pseudo prefixes ({vex}), prefixes the
 * instruction prints (lock, rep) and prefixes that are instructions of
 * their own (data16, cs).  0, or -1 (error in c or ps->oom). */
static int parse_prefixes(pstate *ps, mca_asm_cur *c, x86_stmt *st)
{
    for (;;) {
        unsigned flag = 0;
        size_t pn = c->s[c->pos] == '{' ? pseudo_prefix(c, &flag) : 0;
        if (pn) {
            if (flag & 0x80000000u)
                add_pseudo_text(st, c->s + c->pos, pn);
            st->prefixes |= flag & ~0x80000000u;
            c->pos += pn;
            mca_asm_skip_ws(c);
            continue;
        }
        size_t n = mca_asm_ident_len(c, c->pos);
        size_t after = c->pos + n;
        while (after < c->end && mca_asm_is_blank((unsigned char)c->s[after]))
            after++;
        const char *word = c->s + c->pos;
        /* every word of separate, prefixes and "addr16" starts with one of
         * these letters: most mnemonics are none of them (mca_asm_word_is
         * tests the first letter first, so the gate changes no answer) */
        int more = after < c->end && n && prefix_letter(word[0]), sep = 0, hit = 0;
        for (size_t k = 0; more && k < sizeof separate / sizeof separate[0]; k++)
            sep |= mca_asm_word_is(word, n, separate[k]);
        /* addr16 exists outside 64-bit mode */
        sep |= more && ps->mode != 64 && mca_asm_word_is(word, n, "addr16");
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
        for (size_t k = 0; more && k < sizeof prefixes / sizeof prefixes[0]; k++)
            if (mca_asm_word_is(word, n, prefixes[k].w)) {
                st->prefixes |= prefixes[k].flag;
                st->pfx_text = (char *)prefixes[k].print;
                hit = 1;
            }
        if (!hit)
            break;
        c->pos = after;
    }
    if (c->pos < c->end && c->s[c->pos] == '{')
        return mca_asm_error(c, c->pos, 1, "unknown prefix");
    return 0;
}

/* Read the mnemonic into st (lower case, encoding suffix taken off,
 * aliases applied).  0, or -1 (error in c or ps->oom). */
static int read_mnemonic(pstate *ps, mca_asm_cur *c, x86_stmt *st)
{
    size_t ml = 0;
    while (c->pos + ml < c->end && (isalnum((unsigned char)c->s[c->pos + ml]) ||
                                    c->s[c->pos + ml] == '_' || c->s[c->pos + ml] == '.'))
        ml++;
    if (ml == 0 && (unsigned char)c->s[c->pos] >= 0x80) /* the lexer's error, then the parser's */
        mca_source_diag(ps->src, ps->diags, MCA_DIAG_ERROR, c->pos, 1,
                        "invalid character in input");
    if (ml == 0)
        return mca_asm_error(c, c->pos, 1, "unexpected token at start of statement");
    st->mnem_off = c->pos;
    st->mnem_len = ml;
    st->mnem = malloc(ml + 8);
    if (!st->mnem) {
        ps->oom = 1;
        return -1;
    }
    for (size_t i = 0; i < ml; i++)
        st->mnem[i] = (char)tolower((unsigned char)c->s[c->pos + i]);
    st->mnem[ml] = 0;
    /* encoding suffixes: .s (swap operands: _REV), .d8/.d32 (displacement) */
    if (ml > 2 && !strcmp(st->mnem + ml - 2, ".s")) {
        st->mnem[ml - 2] = 0;
        st->prefixes |= X86_PFX_SWAP;
    } else if (ml > 3 && !strcmp(st->mnem + ml - 3, ".d8")) {
        st->mnem[ml - 3] = 0;
    } else if (ml > 4 && !strcmp(st->mnem + ml - 4, ".d32")) {
        st->mnem[ml - 4] = 0;
    }
    x86_canon_mnemonic(st->mnem, st->intel);
    c->pos += ml;
    for (size_t k = 0; k < sizeof wait_forms / sizeof wait_forms[0]; k++)
        if (st->mnem[0] == 'f' && !strcmp(st->mnem, wait_forms[k])) {
            if (prefix_instruction(ps, c, "wait", st->mnem_off, ml) != 0)
                return -1;
            memmove(st->mnem + 2, st->mnem + 1, strlen(st->mnem));
            st->mnem[1] = 'n';
            break;
        }
    return 0;
}

/* One statement [start, end): labels, a directive or an instruction. */
static int statement(pstate *ps, mca_asm_cur *c, size_t start, size_t end)
{
    x86_stmt st;
    memset(&st, 0, sizeof st);
    c->pos = start;
    c->end = end;
    int lr = mca_asm_skip_labels(c, &ps->labels);
    if (lr != 0) {
        ps->oom |= lr < 0;
        return -1;
    }
    mca_asm_skip_ws(c);
    if (c->pos >= c->end)
        return 0;
    if (c->s[c->pos] == '.')
        return directive(ps, c);
    char key[256];
    size_t klen = mca_asm_memo_key(*ps->syntax, ps->mode, c->s + c->pos, c->end - c->pos, key,
                                   sizeof key);
    x86_memo_entry *e = klen ? x86_memo_get(ps->fe->memo, key, klen) : NULL;
    if (e) {
        if (memo_replay(ps, e, start, end) != 0) {
            ps->oom = 1;
            return -1;
        }
        return 0;
    }
    size_t before = ps->out.n, diags_before = ps->diags->count;
    /* (a statement that named symbols is not replayed: they are noted
     * where its parse runs) */
    size_t noted = mca_asm_symlog_count();
    int diags_oom = ps->diags->out_of_memory;
    st.id_off = c->pos;
    st.start = start;
    st.intel = *ps->syntax == MCA_X86_INTEL;
    st.mode = ps->mode;
    int rc = parse_prefixes(ps, c, &st);
    if (rc == 0)
        rc = read_mnemonic(ps, c, &st);
    if (rc == 0)
        rc = one_instruction(ps, c, &st, end);
    /* a register of 64-bit mode is an error even where a symbol of the
     * same name would have parsed */
    if (rc == 0 && c->mode_err)
        rc = -1;
    /* one instruction and no warning: the text alone decided it */
    if (rc == 0 && klen && !c->used_syms && mca_asm_symlog_count() == noted &&
        ps->out.n == before + 1 &&
        ps->diags->count == diags_before &&
        ps->diags->out_of_memory == diags_oom)
        memo_put(ps, key, klen, before);
    free(st.mnem);
    x86_operands_free(&st.ops);
    return rc;
}

/* Print every recorded instruction in the output variant. */
static int print_all(pstate *ps, const mca_x86_options *opts)
{
    int variant = opts && opts->output_variant >= 0 ? opts->output_variant : *ps->syntax;
    int hex = opts && opts->print_imm_hex;
    /* what the text depends on beside the memo entry */
    unsigned how = (unsigned)variant | (unsigned)(hex != 0) << 1 | (unsigned)ps->triple64 << 2;
    mca_strbuf scratch; /* where each text is composed (x86_print) */
    mca_strbuf_init(&scratch);
    for (size_t i = 0; i < ps->out.n; i++) {
        mca_inst *in = &ps->out.v[i];
        /* a repeat prints as the instruction it repeats */
        x86_memo_entry *e = ps->out.from[i];
        const char *known = e ? x86_memo_text(e, how) : NULL;
        if (known) {
            if (!(in->text = strdup(known))) {
                mca_strbuf_free(&scratch);
                return -1;
            }
            continue;
        }
        in->text = x86_print(ps->fe, in->opcode, in->ops, in->op_count,
                             (const char *const *)ps->out.exprs[i], variant, hex,
                             ps->out.pfx[i], ps->triple64, &scratch);
        if (!in->text) {
            mca_strbuf_free(&scratch);
            return -1;
        }
        if (e)
            x86_memo_set_text(ps->fe->memo, e, how, in->text);
    }
    mca_strbuf_free(&scratch);
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
    ps.mode = opts && (opts->mode == 32 || opts->mode == 16) ? opts->mode : 64;
    ps.triple64 = ps.mode == 64;
    ps.format = opts ? (mca_asm_format)opts->format : MCA_ASM_ELF;
    ps.diags = diags;
    x86_form_cache_init(&ps.forms);
    *out = NULL;
    *count = 0;
    size_t last = n == (size_t)-1 || first + n > scan->stmt_count ? scan->stmt_count : first + n;
    size_t failures = 0, dnext = 0;
    while (dnext < scan->diag_count && scan->diags[dnext].before < first)
        dnext++;
    /* one instruction per statement, as a rule: the arrays made once
     * rather than grown (each doubling copied them to new pages); a
     * failure here is no error, as insts_push grows them anyway */
    if (last > first)
        (void)insts_grow(&ps.out, last - first > 16 ? last - first : 16);
    for (size_t i = first; i < last && !ps.oom; i++) {
        failures += mca_scan_report(scan, src, i, &dnext, diags);
        mca_asm_cur c;
        memset(&c, 0, sizeof c);
        c.s = scan->clean;
        c.raw = src->text;
        c.syms = scan->syms;
        c.stmt = i;
        c.cat = fe->cat;
        c.variant = *syntax;
        c.expr = *syntax == MCA_X86_INTEL ? MCA_ASM_PERCENT_MOD : MCA_ASM_DOLLAR_PREFIX;
        c.at = &mca_x86_at_specifiers;
        if (ps.format == MCA_ASM_COFF) {
            c.expr |= MCA_ASM_AT_IN_NAME;
            c.at = &mca_x86_coff_at_specifiers;
        }
        c.mode = ps.mode;
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
            if (c.err_msg) {
                mca_source_diag(src, diags, MCA_DIAG_ERROR, c.err_off, c.err_span,
                                "%s", c.err_msg);
                if (c.err2_msg)
                    mca_source_diag(src, diags, MCA_DIAG_ERROR, c.err2_off, 1, "%s",
                                    c.err2_msg);
            } else
                ps.oom = 1;
        }
        free(c.err_msg);
    }
    /* LLVM checks every forward reference at the end, in source order,
     * those of directives (the scan's) and of instructions together */
    size_t k = 0;
    if (last == scan->stmt_count)
        failures += mca_scan_report_locals(scan, src, &dnext, diags);
    if (last == scan->stmt_count)
        while (dnext < scan->diag_count && !ps.oom) {
            const mca_scan_diag *d = &scan->diags[dnext];
            if (!strcmp(d->msg, "directional label undefined"))
                failures += dlabel_refs_before(&ps, d->offset, &k);
            failures += mca_scan_report_one(scan, src, &dnext, diags);
        }
    failures += dlabel_refs_before(&ps, (size_t)-1, &k);
    mca_asm_dlabels_free(&ps.labels);
    x86_form_cache_free(&ps.forms);
    /* (printing is a third of an instruction's parse when the memo has
     * not seen it) */
    if (!ps.oom && !(opts && opts->no_texts) && print_all(&ps, opts) != 0)
        ps.oom = 1;
    if (ps.oom) {
        insts_free_aux(&ps.out, 0);
        mca_diags_add(diags, MCA_DIAG_ERROR, "out of memory");
        return -1;
    }
    if (failures && !(opts && opts->skip_failures)) {
        insts_free_aux(&ps.out, 0);
        mca_asm_parse_failed(diags);
        return -1;
    }
    insts_free_aux(&ps.out, 1);
    *out = ps.out.v;
    *count = ps.out.n;
    return 0;
}
