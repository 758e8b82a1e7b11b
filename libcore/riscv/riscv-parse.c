/* riscv-parse: the RISC-V front end's driver: the register tables made
 * once per catalog, then per statement labels, directives, the mnemonic
 * and operands, matching (forms, then aliases and pseudo-instructions),
 * compression and printing; errors located as llvm-mca 22 locates them. */
#include <config.h>

#include <stdbool.h>

#include <ctype.h>
#include <stdlib.h>
#include <string.h>

#include "../asm/asm.h"
#include "riscv-internal.h"

void rv_mi_free(rv_mi *m)
{
    for (unsigned k = 0; k < RV_MAX_OPS; k++) {
        free(m->exprs[k]);
        m->exprs[k] = NULL;
    }
}

void rv_seq_free(rv_seq *s)
{
    for (unsigned i = 0; i < s->n; i++)
        rv_mi_free(&s->v[i]);
    s->n = 0;
}

void rv_stmt_free(rv_stmt *st)
{
    for (unsigned i = 0; i < st->nops; i++)
        rv_val_free(&st->ops[i].v);
    st->nops = 0;
}

unsigned rv_opcode(const rv_fe *fe, const char *name)
{
    unsigned n;
    if (!mca_catalog_opcode_number(fe->cat, name, strlen(name), &n))
        return (unsigned)-1;
    return n;
}

const char *rv_opcode_name(const rv_fe *fe, unsigned opcode)
{
    mca_opcode op;
    return mca_catalog_opcode_brief(fe->cat, opcode, &op) ? op.name : NULL;
}

/* Class rc's registers of kind by number into row[32] (0 for none): the
 * first in the class's order that starts with each. */
static void class_row(const rv_fe *fe, int rc, int kind, unsigned *row)
{
    memset(row, 0, 32 * sizeof *row);
    const mca_regclass *c = mca_catalog_regclass(fe->cat, (unsigned)rc);
    for (unsigned i = 0; c && i < c->reg_count; i++) {
        unsigned r = c->regs[i];
        if (r < fe->reg_limit && fe->lead_kind[r] == kind && !row[fe->lead_num[r]])
            row[fe->lead_num[r]] = r;
    }
}

unsigned rv_class_reg(const rv_fe *fe, int rc, int kind, int num)
{
    if (rc < 0 || (unsigned)rc >= fe->class_count || kind < RV_RK_X || kind > RV_RK_V ||
        num < 0 || num > 31)
        return 0;
    size_t at = (size_t)rc * 3 + (size_t)(kind - 1);
    const unsigned *row = mca_lazytab_get(&fe->class_rows, at);
    if (!row) {
        /* (threads may race to make it: one wins; without memory the row
         * is made on the stack each time) */
        unsigned *made = malloc(32 * sizeof *made), here[32];
        class_row(fe, rc, kind, made ? made : here);
        if (!made)
            return here[num];
        row = mca_lazytab_put(&((rv_fe *)fe)->class_rows, at, made);
        if (row != made)
            free(made);
        if (!row) {
            class_row(fe, rc, kind, here);
            return here[num];
        }
    }
    return row[num];
}

int rv_seq_add(const rv_ctx *x, rv_seq *s, const char *opname, unsigned n,
               const mca_operand *ops, char *const *exprs)
{
    unsigned op = rv_opcode(x->fe, opname);
    if (op == (unsigned)-1 || s->n >= sizeof s->v / sizeof *s->v || n > RV_MAX_OPS)
        return -1;
    rv_mi *m = &s->v[s->n];
    memset(m, 0, sizeof *m);
    m->opcode = op;
    m->n = n;
    for (unsigned k = 0; k < n; k++) {
        m->ops[k] = ops[k];
        if (exprs && exprs[k] && !(m->exprs[k] = strdup(exprs[k]))) {
            rv_mi_free(m);
            return -1;
        }
    }
    s->n++;
    return 0;
}

/* The kind and number of the register a catalog name starts with
 * (X10, X10_W, X10_X11, F3_D, V8, V8M2, V8_V9...). */
static int lead_of(const char *name, int *num)
{
    int kind = name[0] == 'X' ? RV_RK_X : name[0] == 'F' ? RV_RK_F : name[0] == 'V' ? RV_RK_V
                                                                                  : RV_RK_NONE;
    if (kind == RV_RK_NONE || !isdigit((unsigned char)name[1]))
        return RV_RK_NONE;
    /* (digits read by hand: strtol on every register name was 8% of
     * a 1-instruction run's instructions) */
    const char *end = name + 1;
    long n = 0;
    for (; isdigit((unsigned char)*end); end++)
        if (n <= 31)
            n = n * 10 + (*end - '0');
    if (n > 31 || (*end && *end != '_' && *end != 'M'))
        return RV_RK_NONE;
    if (kind == RV_RK_F && *end != '_')
        return RV_RK_NONE;
    *num = (int)n;
    return kind;
}

static void fe_free(rv_fe *fe)
{
    if (!fe)
        return;
    free(fe->lead_kind);
    free(fe->lead_num);
    mca_lazytab_free(&fe->class_rows, free);
    free(fe);
}

static rv_fe *fe_new(const mca_catalog *cat, mca_diags *diags)
{
    rv_fe *fe = calloc(1, sizeof *fe);
    if (!fe)
        goto oom;
    fe->cat = cat;
    fe->reg_limit = mca_catalog_register_limit(cat);
    fe->class_count = mca_catalog_regclass_count(cat);
    fe->lead_kind = calloc(fe->reg_limit ? fe->reg_limit : 1, 1);
    fe->lead_num = calloc(fe->reg_limit ? fe->reg_limit : 1, 1);
    if (!fe->lead_kind || !fe->lead_num ||
        mca_lazytab_init(&fe->class_rows, (size_t)fe->class_count * 3) != 0)
        goto oom;
    for (unsigned r = 1; r < fe->reg_limit; r++) {
        const mca_register *reg = mca_catalog_register(cat, r);
        int num = 0, kind = reg && reg->name ? lead_of(reg->name, &num) : RV_RK_NONE;
        fe->lead_kind[r] = (unsigned char)kind;
        fe->lead_num[r] = (unsigned char)num;
        if (kind == RV_RK_NONE)
            continue;
        const char *rest = reg->name + 1 + (num >= 10 ? 2 : 1);
        if (kind == RV_RK_X && !*rest)
            fe->x[num] = r;
        else if (kind == RV_RK_V && !*rest)
            fe->v[num] = r;
        else if (kind == RV_RK_F && !strcmp(rest, "_D"))
            fe->f_d[num] = r;
        else if (kind == RV_RK_F && !strcmp(rest, "_F"))
            fe->f_f[num] = r;
        else if (kind == RV_RK_F && !strcmp(rest, "_H"))
            fe->f_h[num] = r;
    }
    if (!fe->x[0] || !fe->x[1] || !fe->x[2]) {
        mca_diags_add(diags, MCA_DIAG_ERROR, "the catalog has no RISC-V registers");
        fe_free(fe);
        return NULL;
    }
    return fe;
oom:
    fe_free(fe);
    mca_diags_add(diags, MCA_DIAG_ERROR, "out of memory");
    return NULL;
}

mca_frontend *rv_new_frontend(const mca_catalog *cat, mca_diags *diags)
{
    return fe_new(cat, diags);
}

void rv_free_frontend(mca_frontend *fe)
{
    fe_free(fe);
}

/* ------------------------------------------------------------ statements */

/* One operand at the cursor. */
static int parse_operand(rv_cur *c, rv_operand *o)
{
    memset(o, 0, sizeof *o);
    rv_skip_ws(c);
    o->start = c->pos;
    size_t n = rv_ident_len(c, c->pos);
    int num, kind;
    if (n == 4 && !strncasecmp(c->s + c->pos, "v0.t", 4)) {
        o->kind = RV_OP_MASK;
        c->pos += 4;
        o->end = c->pos;
        return 0;
    }
    if (n && (kind = rv_reg_named(c->s + c->pos, n, &num)) != RV_RK_NONE) {
        size_t save = c->pos;
        c->pos += n;
        int next = rv_peek(c);
        if (next == ',' || next == 0) {
            o->kind = RV_OP_REG;
            o->rkind = kind;
            o->rnum = num;
            o->end = save + n;
            return 0;
        }
        c->pos = save;
    }
    if (c->pos < c->end && c->s[c->pos] == '(') {
        size_t save = c->pos;
        c->pos++;
        rv_skip_ws(c);
        size_t at = c->pos, m = rv_ident_len(c, c->pos);
        if (m && (kind = rv_reg_named(c->s + at, m, &num)) != RV_RK_NONE) {
            c->pos += m;
            if (rv_peek(c) == ')') {
                c->pos++;
                o->kind = RV_OP_MEM;
                o->rkind = kind;
                o->rnum = num;
                o->base_at = at;
                o->end = c->pos;
                return 0;
            }
            if (rv_peek(c) == 0) {
                c->unknown_operand = 1; /* (read as an expression by LLVM) */
                return rv_error(c, c->pos, 1, "expected ')'");
            }
        }
        c->pos = save;
    }
    /* a floating-point literal (fli.s, fli.d): kept as its text */
    size_t f = c->pos + (c->pos < c->end && c->s[c->pos] == '-');
    size_t digits = f;
    while (digits < c->end && isdigit((unsigned char)c->s[digits]))
        digits++;
    if (digits > f && digits < c->end && c->s[digits] == '.') {
        size_t e = digits + 1;
        while (e < c->end && (isalnum((unsigned char)c->s[e]) || c->s[e] == '+' ||
                              (c->s[e] == '-' && (c->s[e - 1] | 32) == 'e')))
            e++;
        o->kind = RV_OP_EXPR;
        o->v.text = malloc(e - c->pos + 1);
        if (!o->v.text) {
            c->oom = 1;
            return rv_error(c, c->pos, 1, "out of memory");
        }
        memcpy(o->v.text, c->s + c->pos, e - c->pos);
        o->v.text[e - c->pos] = 0;
        c->pos = e;
        o->end = e;
        return 0;
    }
    if (rv_parse_expr(c, &o->v) != 0) {
        if (c->err_msg && !strcmp(c->err_msg, "expected ')'"))
            c->unknown_operand = 1;
        return -1;
    }
    o->kind = RV_OP_EXPR;
    o->end = c->pos;
    if (rv_peek(c) == '(') {
        c->pos++;
        rv_skip_ws(c);
        size_t at = c->pos, m = rv_ident_len(c, c->pos);
        if (!m || (kind = rv_reg_named(c->s + at, m, &num)) == RV_RK_NONE)
            return rv_error(c, at, 1, "expected register");
        c->pos += m;
        if (rv_peek(c) != ')')
            return rv_error(c, c->pos, 1, "expected ')'");
        c->pos++;
        o->kind = RV_OP_MEM;
        o->has_off = 1;
        o->rkind = kind;
        o->rnum = num;
        o->base_at = at;
        o->end = c->pos;
    }
    return 0;
}

/* add's fourth operand: LLVM's parser of it takes only a %tprel_add
 * symbol (add rd, rs1, tp, %tprel_add(sym)); -1 with its error, else 0. */
static int tprel_add_operand(rv_cur *c, const rv_operand *o)
{
    if (c->s[o->start] != '%')
        return rv_error(c, o->start, 1, "expected '%%' relocation specifier");
    static const char want[] = "%tprel_add(";
    if (o->end - o->start < sizeof want - 1 ||
        strncasecmp(c->s + o->start, want, sizeof want - 1) != 0)
        return rv_error(c, o->start, 1, "operand must be a symbol with %%tprel_add specifier");
    return 0;
}

static int parse_operands(rv_cur *c, rv_stmt *st)
{
    if (rv_peek(c) == 0)
        return 0;
    for (;;) {
        if (st->nops >= RV_MAX_OPS)
            return rv_error(c, c->pos, 1, "too many operands for instruction");
        if (st->nops == 3 && !strcmp(st->mnem, "add")) {
            rv_skip_ws(c);
            if (c->pos < c->end && c->s[c->pos] != '%')
                return rv_error(c, c->pos, 1, "expected '%%' relocation specifier");
        }
        if (parse_operand(c, &st->ops[st->nops]) != 0) {
            rv_val_free(&st->ops[st->nops].v);
            return -1;
        }
        if (st->nops == 3 && !strcmp(st->mnem, "add") &&
            tprel_add_operand(c, &st->ops[st->nops]) != 0) {
            rv_val_free(&st->ops[st->nops].v);
            return -1;
        }
        st->nops++;
        int ch = rv_peek(c);
        if (ch == 0)
            return 0;
        if (ch != ',')
            return rv_error(c, c->pos, 1, "unexpected token");
        c->pos++;
    }
}

typedef struct {
    rv_ctx x;
    const mca_source *src;
    mca_inst *v;
    size_t n, cap;
    int oom;
    mca_asm_dlabels labels;
    mca_diags *diags;
    rv_features saved[16];  /* .option push: features, pic, XLEN */
    int saved_pic[16], saved_rv64[16];
    rv_features print_feat; /* the CPU's: llvm-mca's printer does not see directives */
    int imm_hex;            /* -print-imm-hex */
    size_t depth;
} pstate;

static int emit(pstate *ps, rv_mi *m, size_t off, size_t len)
{
    if (ps->n == ps->cap) {
        size_t cap = ps->cap ? ps->cap * 2 : 64;
        mca_inst *v = realloc(ps->v, cap * sizeof *v);
        if (!v)
            return -1;
        ps->v = v;
        ps->cap = cap;
    }
    char *text = rv_print(ps->x.fe, &ps->print_feat, ps->x.rv64, ps->imm_hex, m);
    mca_operand *ops = m->n ? malloc(m->n * sizeof *ops) : NULL;
    if (!text || (m->n && !ops)) {
        free(text);
        free(ops);
        return -1;
    }
    for (unsigned k = 0; k < m->n; k++) {
        ops[k] = m->ops[k];
        if (ops[k].kind == MCA_OPERAND_EXPR)
            ops[k].imm = 0;
    }
    mca_inst *in = &ps->v[ps->n++];
    memset(in, 0, sizeof *in);
    in->opcode = m->opcode;
    in->ops = ops;
    in->op_count = m->n;
    in->offset = off;
    in->length = len;
    in->text = text;
    return 0;
}

/* Skip the labels at the start of a statement, defining directional
 * ones (the shared layer's rules). */
static int skip_labels(pstate *ps, rv_cur *c)
{
    mca_asm_cur a;
    memset(&a, 0, sizeof a);
    a.s = c->s;
    a.pos = c->pos;
    a.end = c->end;
    a.mode = 64;
    int r = mca_asm_skip_labels(&a, &ps->labels);
    free(a.err_msg);
    c->pos = a.pos;
    if (r != 0) {
        c->oom = 1;
        return -1;
    }
    return 0;
}

/* A directive that leaves no code: an error when LLVM does not know it,
 * else its arguments are only checked for nesting (see asm.h). */
static int other_directive(rv_cur *c, size_t n)
{
    /* the RISC-V parser's own (exact case) */
    static const char *const names[] = { ".attribute", ".dword", ".half", ".hword", ".insn",
                                         ".variant_cc" };
    int known = mca_asm_directive_known(c->s + c->pos, n);
    for (size_t k = 0; !known && k < sizeof names / sizeof *names; k++)
        known = strlen(names[k]) == n && !strncmp(names[k], c->s + c->pos, n);
    if (!known)
        return rv_error(c, c->pos, 1, "unknown directive");
    mca_asm_cur a;
    memset(&a, 0, sizeof a);
    a.s = c->s;
    a.pos = c->pos + n;
    a.end = c->end;
    int r = 0;
    if (mca_asm_check_nesting(&a) != 0)
        r = rv_error(c, a.err_off, a.err_span, "%s", a.err_msg ? a.err_msg : "out of memory");
    free(a.err_msg);
    return r;
}


/* An ISA string reset at off (.attribute arch, .option arch): 0, or -1
 * with LLVM's message in c. */
static int arch_reset(pstate *ps, rv_cur *c, size_t off, const char *str, size_t n,
                      int from_option)
{
    char *msg = NULL;
    int was64 = ps->x.rv64, rv64 = was64;
    if (rv_arch_reset(&ps->x.feat, &rv64, str, n, &msg) != 0) {
        if (!msg) {
            c->oom = 1;
            return -1;
        }
        int r = rv_error(c, off, 1, "%s", msg);
        free(msg);
        return r;
    }
    if (from_option && rv64 != was64) {
        /* LLVM keeps the string's extensions but not its XLEN */
        uint64_t bit = 1ull << (RVF_64BIT % 64);
        if (was64)
            ps->x.feat.bits[RVF_64BIT / 64] |= bit;
        else
            ps->x.feat.bits[RVF_64BIT / 64] &= ~bit;
        return rv_error(c, off, 1, was64 ? "bad arch string switching from rv64 to rv32"
                                         : "bad arch string switching from rv32 to rv64");
    }
    ps->x.rv64 = rv64;
    return 0;
}

/* ".attribute TAG, VALUE": TAG a name or a number; odd tags take a string.
 * Only arch (5) changes the parse. */
static int attribute(pstate *ps, rv_cur *c)
{
    static const struct { const char *name; int tag; } tags[] = {
        { "stack_align", 4 }, { "arch", 5 }, { "unaligned_access", 6 }, { "priv_spec", 8 },
        { "priv_spec_minor", 10 }, { "priv_spec_revision", 12 }, { "atomic_abi", 14 },
    };
    rv_skip_ws(c);
    size_t at = c->pos;
    long tag = -1;
    if (c->pos < c->end && isdigit((unsigned char)c->s[c->pos])) {
        tag = 0;
        while (c->pos < c->end && isdigit((unsigned char)c->s[c->pos]) && tag < 1000000)
            tag = tag * 10 + (c->s[c->pos++] - '0');
    } else {
        size_t w = rv_ident_len(c, c->pos);
        for (size_t k = 0; k < sizeof tags / sizeof *tags; k++)
            if (strlen(tags[k].name) == w && !strncmp(c->s + c->pos, tags[k].name, w))
                tag = tags[k].tag;
        if (tag < 0)
            return rv_error(c, at, 1, "attribute name not recognised: %.*s", (int)w,
                            c->s + c->pos);
        c->pos += w;
    }
    rv_skip_ws(c);
    if (c->pos >= c->end || c->s[c->pos] != ',')
        return rv_error(c, c->pos, 1, "expected comma");
    c->pos++;
    rv_skip_ws(c);
    size_t vat = c->pos;
    if (tag % 2 == 0)
        return 0;
    if (c->pos >= c->end || c->s[c->pos] != '"')
        return rv_error(c, vat, 1, "expected string constant");
    size_t end = c->pos + 1;
    while (end < c->end && c->s[end] != '"')
        end += c->s[end] == '\\' ? 2 : 1;
    if (tag != 5)
        return 0;
    return arch_reset(ps, c, vat, c->s + vat + 1, (end < c->end ? end : c->end) - vat - 1, 0);
}

/* ".option arch, rv64gc" or ".option arch, +ext, -ext, ...". */
static int option_arch(pstate *ps, rv_cur *c)
{
    for (int first = 1;; first = 0) {
        rv_skip_ws(c);
        if (c->pos >= c->end || c->s[c->pos] != ',')
            return rv_error(c, c->pos, 1, "expected comma");
        c->pos++;
        rv_skip_ws(c);
        char sign = 0;
        if (c->pos < c->end && (c->s[c->pos] == '+' || c->s[c->pos] == '-'))
            sign = c->s[c->pos++];
        else if (!first)
            return rv_error(c, c->pos, 1, "unexpected token, expected + or -");
        rv_skip_ws(c);
        size_t at = c->pos, w = rv_ident_len(c, c->pos);
        if (w == 0)
            return rv_error(c, at, 1, "unexpected token, expected identifier");
        c->pos += w;
        if (!sign)
            return arch_reset(ps, c, at, c->s + at, w, 1);
        char name[64];
        size_t n = w < sizeof name - 1 ? w : sizeof name - 1;
        memcpy(name, c->s + at, n);
        name[n] = 0;
        if (!rv_extension_named(name))
            return rv_error(c, at, 1, isdigit((unsigned char)name[n - 1])
                                          ? "extension version number parsing not currently "
                                            "implemented"
                                          : "unknown extension feature");
        int x = rv_feature_named(name, n);
        if (x >= 0 && sign == '+') {
            rv_features before = ps->x.feat;
            rv_feature_enable(&ps->x.feat, x);
            /* LLVM checks the result (a Zcf left on by an rv32 string) */
            if (ps->x.rv64 && rv_has(&ps->x.feat, RVF_ZCF)) {
                ps->x.feat = before;
                return rv_error(c, at, 1, "'zcf' is only supported for 'rv32'");
            }
        } else if (x >= 0) {
            int need = rv_feature_needing(&ps->x.feat, x);
            if (need >= 0)
                return rv_error(c, at, 1, "can't disable %s extension; %s extension requires "
                                "%s extension", name, rv_feature_name(need), name);
            rv_feature_disable(&ps->x.feat, x);
        }
        rv_skip_ws(c);
        if (c->pos >= c->end)
            return 0;
    }
}

/* A directive: ".option rvc/norvc/push/pop/arch/pic/nopic" and ".attribute
 * arch" change what the statements after them assemble to (as LLVM's
 * assembler honours them); the others leave no code. */
static int directive(pstate *ps, rv_cur *c)
{
    size_t n = rv_ident_len(c, c->pos);
    if (n == 10 && !strncmp(c->s + c->pos, ".attribute", 10)) {
        c->pos += n;
        return attribute(ps, c);
    }
    if (n != 7 || strncmp(c->s + c->pos, ".option", 7) != 0)
        return other_directive(c, n);
    c->pos += n;
    rv_skip_ws(c);
    size_t w = rv_ident_len(c, c->pos);
    const char *word = c->s + c->pos;
    if (w == 3 && !strncmp(word, "rvc", 3)) {
        ps->x.feat.bits[RVF_C / 64] |= 1ull << (RVF_C % 64);
        ps->x.feat.bits[RVF_ZCA / 64] |= 1ull << (RVF_ZCA % 64);
    } else if (w == 5 && !strncmp(word, "norvc", 5)) {
        ps->x.feat.bits[RVF_C / 64] &= ~(1ull << (RVF_C % 64));
        ps->x.feat.bits[RVF_ZCA / 64] &= ~(1ull << (RVF_ZCA % 64));
        ps->x.feat.bits[RVF_ZCB / 64] &= ~(1ull << (RVF_ZCB % 64));
        ps->x.feat.bits[RVF_ZCD / 64] &= ~(1ull << (RVF_ZCD % 64));
        ps->x.feat.bits[RVF_ZCF / 64] &= ~(1ull << (RVF_ZCF % 64));
    } else if (w == 4 && !strncmp(word, "arch", 4)) {
        c->pos += w;
        return option_arch(ps, c);
    } else if (w == 3 && !strncmp(word, "pic", 3)) {
        ps->x.pic = 1;
    } else if (w == 5 && !strncmp(word, "nopic", 5)) {
        ps->x.pic = 0;
    } else if (w == 4 && !strncmp(word, "push", 4)) {
        if (ps->depth < sizeof ps->saved / sizeof *ps->saved) {
            ps->saved[ps->depth] = ps->x.feat;
            ps->saved_pic[ps->depth] = ps->x.pic;
            ps->saved_rv64[ps->depth] = ps->x.rv64;
        }
        ps->depth++;
    } else if (w == 3 && !strncmp(word, "pop", 3)) {
        if (ps->depth == 0)
            return rv_error(c, c->pos + w, 1, ".option pop with no .option push");
        ps->depth--;
        if (ps->depth < sizeof ps->saved / sizeof *ps->saved) {
            ps->x.feat = ps->saved[ps->depth];
            ps->x.pic = ps->saved_pic[ps->depth];
            ps->x.rv64 = ps->saved_rv64[ps->depth];
        }
    } else if (!((w == 5 && !strncmp(word, "relax", 5)) ||
                 (w == 7 && !strncmp(word, "norelax", 7)) ||
                 (w == 5 && !strncmp(word, "exact", 5)) ||
                 (w == 7 && !strncmp(word, "noexact", 7)))) {
        /* (LLVM points after the option's name) */
        mca_source_diag(ps->src, ps->diags, MCA_DIAG_WARNING, c->pos + w, 1,
                        "unknown option, expected 'push', 'pop', 'rvc', 'norvc', 'arch', "
                        "'relax', 'norelax', 'exact', or 'noexact'");
    }
    return 0;
}

/* Does LLVM read an operand of mnemonic m (lower case) with a parser of
 * its own: CSR names, jump targets, the zero-offset memory operands of
 * atomics and vector loads and stores? */
static int custom_operands(const char *m)
{
    if (!strncmp(m, "csr", 3) || m[0] == 'j' || !strcmp(m, "call") || !strcmp(m, "tail") ||
        !strncmp(m, "amo", 3) || !strncmp(m, "lr.", 3) || !strncmp(m, "sc.", 3))
        return 1;
    /* vle*, vlse*, vloxei*, vl1re*, vse*, vsuxei*, vsm.v ... (not vsub, vsext, vsmul) */
    return m[0] == 'v' && (m[1] == 'l' || m[1] == 's') && m[2] && strchr("eosu1248m", m[2]) &&
           strncmp(m, "vsub", 4) && strncmp(m, "vsext", 5) && strncmp(m, "vsmul", 5);
}

/* fence's operands go through LLVM's own fence-argument parser first:
 * an operand that is neither a name nor a number fails there, at its first
 * token, before any generic operand message ("fence (1").  1 with that
 * error in c, else 0. */
static int fence_operand_error(rv_cur *c)
{
    size_t p = c->pos;
    for (int k = 0; k < 2; k++) {
        while (p < c->end && (c->s[p] == ' ' || c->s[p] == '\t'))
            p++;
        if (p >= c->end && !k)
            return 0;
        unsigned char ch = p < c->end ? (unsigned char)c->s[p] : 0;
        if (!isalnum(ch) && ch != '_' && ch != '.') { /* a comma at the end too */
            rv_error(c, p, 1, "operand must be formed of letters selected in-order from "
                              "'iorw' or be 0");
            return 1;
        }
        while (p < c->end && (isalnum((unsigned char)c->s[p]) || c->s[p] == '_' ||
                              c->s[p] == '.'))
            p++;
        while (p < c->end && (c->s[p] == ' ' || c->s[p] == '\t'))
            p++;
        if (p >= c->end || c->s[p] != ',')
            return 0;
        p++;
    }
    return 0;
}

/* One statement: 0, -1 with the error in c. */
static int statement(pstate *ps, rv_cur *c, size_t start, size_t end)
{
    c->pos = start;
    c->end = end;
    if (skip_labels(ps, c) != 0)
        return -1;
    rv_skip_ws(c);
    if (c->pos < c->end && c->s[c->pos] == '.')
        return directive(ps, c);
    if (c->pos >= c->end)
        return 0;
    rv_stmt st;
    memset(&st, 0, sizeof st);
    size_t ml = 0;
    while (c->pos + ml < c->end && (isalnum((unsigned char)c->s[c->pos + ml]) ||
                                    c->s[c->pos + ml] == '.' || c->s[c->pos + ml] == '_'))
        ml++;
    if (ml == 0)
        return rv_error(c, c->pos, 1, "unexpected token at start of statement");
    if (ml >= sizeof st.mnem)
        return rv_error(c, c->pos, 1, "unrecognized instruction mnemonic");
    for (size_t i = 0; i < ml; i++)
        st.mnem[i] = (char)tolower((unsigned char)c->s[c->pos + i]);
    st.mnem_off = c->pos;
    st.mnem_len = ml;
    c->pos += ml;
    if (!strcmp(st.mnem, "fence") && fence_operand_error(c))
        return -1;
    if (parse_operands(c, &st) != 0) {
        /* operands LLVM reads with a parser of their own (CSR names, jump
         * targets, vector memory) fail without the generic operand
         * parser's "unknown operand" */
        if (custom_operands(st.mnem))
            c->unknown_operand = 0;
        rv_stmt_free(&st);
        return -1;
    }
    rv_seq seq = { .n = 0 };
    rv_mi m;
    rv_cur probe = *c;
    int r = rv_match(&ps->x, &probe, &st, &m);
    if (r == 0 && !strcmp(st.mnem, "add") && st.nops == 4 && st.ops[2].kind == RV_OP_REG &&
        st.ops[2].rnum != 4) {
        /* (LLVM's check of the matched instruction) */
        size_t at = st.ops[2].start;
        rv_mi_free(&m);
        rv_stmt_free(&st);
        return rv_error(c, at, 1, "the second input operand must be tp/x4 when using "
                        "%%tprel_add specifier");
    }
    if (r == 0) {
        seq.v[0] = m;
        seq.n = 1;
        for (unsigned w = 0; w < probe.nwarn; w++)
            mca_source_diag(ps->src, ps->diags, MCA_DIAG_WARNING, probe.warn_off[w], 1, "%s",
                            probe.warn_msg[w]);
    } else {
        rv_cur alt = *c;
        int a = r < 0 && probe.oom ? -1 : rv_alias(&ps->x, &alt, &st, &seq);
        if (a == 0) {
            free(probe.err_msg);
        } else if (a < 0 && (alt.err || alt.oom)) {
            free(probe.err_msg);
            *c = alt;
            rv_seq_free(&seq);
            rv_stmt_free(&st);
            return -1;
        } else {
            free(alt.err_msg);
            rv_seq_free(&seq);
            rv_stmt_free(&st);
            if (r < 0) {
                /* warnings from the operands come before the error */
                for (unsigned w = 0; w < probe.nwarn; w++)
                    mca_source_diag(ps->src, ps->diags, MCA_DIAG_WARNING, probe.warn_off[w], 1,
                                    "%s", probe.warn_msg[w]);
                *c = probe;
                return -1;
            }
            free(probe.err_msg);
            return rv_mnemonic_error(&ps->x, c, st.mnem_off, st.mnem);
        }
    }
    rv_stmt_free(&st);
    for (unsigned i = 0; i < seq.n; i++) {
        rv_compress(&ps->x, &seq.v[i]);
        if (emit(ps, &seq.v[i], start, end - start) != 0) {
            rv_seq_free(&seq);
            c->oom = 1;
            return -1;
        }
    }
    rv_seq_free(&seq);
    return 0;
}

/* The tuning-only CPU names set neither 32bit nor 64bit: LLVM's assembler
 * then stops on the triple ("LLVM ERROR: RV64 target requires an RV64
 * CPU") unless -mattr adds the base (its last +/- of it counts).  The
 * message, or NULL when the base is there. */
static const char *base_mismatch(const char *cpu, const char *mattr, int rv64)
{
    static const char *const tune_only[] = { "generic-ooo", "rocket", "sifive-7-series",
                                             "andes-45-series", NULL };
    bool tune = false;
    for (const char *const *t = tune_only; cpu && *t && !tune; t++)
        tune = !strcmp(cpu, *t);
    if (!tune)
        return NULL;
    const char *want = rv64 ? "64bit" : "32bit";
    size_t wn = strlen(want);
    bool on = false;
    for (const char *p = mattr; p && *p;) {
        const char *e = strchr(p, ',');
        size_t n = e ? (size_t)(e - p) : strlen(p);
        if (n == wn + 1 && (*p == '+' || *p == '-') && !strncmp(p + 1, want, wn))
            on = *p == '+';
        p = e ? e + 1 : NULL;
    }
    if (on)
        return NULL;
    return rv64 ? "RV64 target requires an RV64 CPU" : "RV32 target requires an RV32 CPU";
}

int rv_parse(const mca_frontend *fe, const mca_source *src, const mca_scan *scan,
                    const mca_parse_options *opts, mca_inst **out, size_t *count, int *variant,
                    mca_diags *diags)
{
    pstate ps;
    memset(&ps, 0, sizeof ps);
    ps.x.fe = fe;
    ps.x.rv64 = !(opts && opts->mode == 32);
    const char *base = base_mismatch(opts ? opts->cpu : NULL, opts ? opts->mattr : NULL,
                                     ps.x.rv64);
    if (base) {
        *out = NULL;
        *count = 0;
        *variant = 0;
        mca_diags_add(diags, MCA_DIAG_PLAIN, "LLVM ERROR: %s", base);
        return -1;
    }
    ps.imm_hex = opts && opts->print_imm_hex;
    rv_features_for(&ps.x.feat, opts ? opts->cpu : NULL, opts ? opts->mattr : NULL,
                    ps.x.rv64 ? 64 : 32);
    ps.print_feat = ps.x.feat;
    ps.x.feature_memo_size = mca_catalog_opcode_limit(fe->cat);
    ps.x.feature_memo = calloc(ps.x.feature_memo_size ? ps.x.feature_memo_size : 1, 1);
    ps.src = src;
    ps.diags = diags;
    *out = NULL;
    *count = 0;
    *variant = 0;
    size_t failures = 0, dnext = 0;
    for (size_t i = 0; i < scan->stmt_count && !ps.oom; i++) {
        failures += mca_scan_report(scan, src, i, &dnext, diags); /* .error, .endr ... */
        rv_cur c;
        memset(&c, 0, sizeof c);
        c.s = scan->clean;
        c.fe = fe;
        c.labels = &ps.labels;
        size_t before = ps.n;
        if (statement(&ps, &c, scan->stmts[i].start, scan->stmts[i].end) != 0) {
            while (ps.n > before)
                mca_inst_free(&ps.v[--ps.n]);
            if (c.oom || !c.err_msg)
                ps.oom = 1;
            else {
                failures++;
                mca_source_diag(src, diags, MCA_DIAG_ERROR, c.err_off, c.err_span, "%s",
                                c.err_msg);
                if (c.unknown_operand)
                    mca_source_diag(src, diags, MCA_DIAG_ERROR, c.err_off, 1,
                                    "unknown operand");
            }
        }
        free(c.err_msg);
    }
    failures += mca_scan_report_locals(scan, src, &dnext, diags);
    failures += mca_scan_report(scan, src, scan->stmt_count, &dnext, diags);
    for (size_t i = 0; i < ps.labels.n && !ps.oom; i++)
        if (ps.labels.v[i].pending) {
            failures++;
            mca_source_diag(src, diags, MCA_DIAG_ERROR, ps.labels.v[i].ref_at, 1,
                            "directional label undefined");
        }
    mca_asm_dlabels_free(&ps.labels);
    free(ps.x.feature_memo);
    if (ps.oom) {
        for (size_t i = 0; i < ps.n; i++)
            mca_inst_free(&ps.v[i]);
        free(ps.v);
        mca_diags_add(diags, MCA_DIAG_ERROR, "out of memory");
        return -1;
    }
    if (failures && !(opts && opts->skip_failures)) {
        for (size_t i = 0; i < ps.n; i++)
            mca_inst_free(&ps.v[i]);
        free(ps.v);
        mca_diags_add(diags, MCA_DIAG_ERROR,
                      "Assembly input parsing had errors, use "
                      "-skip-unsupported-instructions=parse-failure to drop "
                      "failing lines from the input.");
        return -1;
    }
    *out = ps.v;
    *count = ps.n;
    return 0;
}
