/* x86-intel: Intel operands (reg, imm, "dword ptr seg:[base + 4*index +
 * disp]", sym[rip], offset sym, {rn-sae}). */
#include <config.h>

#include <ctype.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "x86-internal.h"

static const struct { const char *name; unsigned bits; } sizes[] = {
    { "byte", 8 }, { "word", 16 }, { "dword", 32 }, { "fword", 48 },
    { "qword", 64 }, { "mmword", 64 }, { "tbyte", 80 }, { "oword", 128 },
    { "xmmword", 128 }, { "ymmword", 256 }, { "zmmword", 512 }, { "xword", 80 },
};

/* A register name at the cursor (no error); 0 when none. */
static unsigned peek_reg_p(mca_asm_cur *c, size_t *len, int *paren);

static unsigned peek_reg(mca_asm_cur *c, size_t *len)
{
    int paren;
    return peek_reg_p(c, len, &paren);
}

static unsigned peek_reg_p(mca_asm_cur *c, size_t *len, int *paren)
{
    *paren = 0;
    mca_asm_skip_ws(c);
    size_t n = mca_asm_ident_len(c, c->pos);
    *len = n;
    if (!n)
        return 0;
    unsigned r = x86_reg_named(c->cat, c->s + c->pos, n);
    if (x86_check_reg_mode(c, r, c->pos, c->pos, n) != 0)
        return 0;
    if (n == 2 && strncasecmp(c->s + c->pos, "st", 2) == 0) {
        size_t i = c->pos + 2;
        while (i < c->end && mca_asm_is_blank((unsigned char)c->s[i]))
            i++;
        if (i + 2 < c->end && c->s[i] == '(' && c->s[i + 1] >= '0' &&
            c->s[i + 1] <= '7' && c->s[i + 2] == ')') {
            char st[4] = { 'S', 'T', c->s[i + 1], 0 };
            unsigned rr;
            if (mca_catalog_register_named(c->cat, st, 3, &rr)) {
                *len = i + 3 - c->pos;
                *paren = 1;
                return rr;
            }
        }
    }
    return r;
}

static int is_seg(const mca_catalog *cat, unsigned r)
{
    const mca_register *reg = mca_catalog_register(cat, r);
    return reg && strlen(reg->name) == 2 && reg->name[1] == 'S';
}

/* Accumulated displacement of a bracket expression. */
typedef struct {
    int64_t imm;
    char *sym;
} disp_acc;

static int add_sym(mca_asm_cur *c, disp_acc *d, mca_asm_val *v, int neg, size_t at)
{
    /* a symbol set aside (MCA_ASM_SYMBOL_ASIDE) adds its name, unsigned,
     * and the constant the term has without it */
    int aside = (c->expr & MCA_ASM_SYMBOL_ASIDE) != 0;
    if (!v->sym || aside)
        d->imm = (int64_t)((uint64_t)d->imm + (neg ? 0 - (uint64_t)v->val : (uint64_t)v->val));
    if (!v->sym)
        return 0;
    if (aside)
        neg = 0;
    if (d->sym) {
        mca_asm_val_free(v);
        return mca_asm_error(c, at, 1, "cannot use more than one symbol in memory operand");
    }
    if (neg) {
        size_t n = strlen(v->sym);
        char *s = malloc(n + 4);
        if (!s) {
            mca_asm_val_free(v);
            return mca_asm_error(c, at, 1, "out of memory");
        }
        snprintf(s, n + 4, "-(%s)", v->sym);
        free(v->sym);
        v->sym = s;
    }
    d->sym = v->sym;
    v->sym = NULL;
    return 0;
}

/* Register in an address, with an optional *scale. */
static int take_reg_term(mca_asm_cur *c, x86_operand *op, unsigned r, unsigned scale)
{
    if (mca_asm_accept(c, '*')) {
        mca_asm_val v;
        mca_asm_skip_ws(c);
        size_t sat = c->pos, ne = c->pos, old_end = c->end;
        while (ne < c->end && isalnum((unsigned char)c->s[ne]))
            ne++;
        c->end = ne;
        int prc = mca_asm_parse_expr(c, &v);
        c->end = old_end;
        if (prc != 0)
            return -1;
        if (v.sym || (v.val != 1 && v.val != 2 && v.val != 4 && v.val != 8)) {
            mca_asm_val_free(&v);
            return mca_asm_error(c, sat, 1, "scale factor in address must be 1, 2, 4 or 8");
        }
        scale = (unsigned)v.val;
    }
    if (scale == 0 && !op->base) {
        op->base = r;
        return 0;
    }
    if (op->index) {
        size_t e = c->pos;
        while (e < c->end && c->s[e] != ']')
            e++;
        return mca_asm_error(c, e, 1, "BaseReg/IndexReg already set!");
    }
    op->index = r;
    op->scale = scale ? scale : 1;
    op->scale_written = scale != 0;
    return 0;
}

/* "QWORD PTR" inside brackets: skipped; 1 when there was one. */
static int skip_size_ptr(mca_asm_cur *c)
{
    for (size_t k = 0; k < sizeof sizes / sizeof sizes[0]; k++) {
        if (!mca_asm_match_word(c, c->pos, sizes[k].name))
            continue;
        size_t save = c->pos;
        c->pos += strlen(sizes[k].name);
        mca_asm_skip_ws(c);
        if (mca_asm_match_word(c, c->pos, "ptr")) {
            c->pos += 3;
            return 1;
        }
        c->pos = save;
        return 0;
    }
    return 0;
}

/* Where LLVM's lexer finds the next token from p: after blanks, also
 * past the statement's end, where a separator, a comment or the line's
 * end is the end-of-statement token. */
static size_t token_at(const mca_asm_cur *c, size_t p)
{
    while (p < c->end && mca_asm_is_blank((unsigned char)c->s[p]))
        p++;
    if (p < c->end || !c->raw)
        return p;
    while (c->raw[p] && c->raw[p] != '\n' && mca_asm_is_blank((unsigned char)c->raw[p]))
        p++;
    return p;
}

/* After a name's specifier failed (asm-symname's "invalid variant 'X'",
 * "expected symbol variant after '@'"), LLVM's Intel expression loop
 * adds its own error where its lexer then stands: after the specifier's
 * name; "offset" adds another at the name's start instead. */
static void name_failed(mca_asm_cur *c, size_t offset_at, int offset)
{
    static const char invalid[] = "invalid variant '";
    if (!c->err_msg || c->err2_msg)
        return;
    size_t p = c->err_off, n = strlen(c->err_msg);
    if (!strncmp(c->err_msg, invalid, sizeof invalid - 1) && n >= sizeof invalid)
        p += n - sizeof invalid; /* the name between the quotes */
    else if (strcmp(c->err_msg, "expected symbol variant after '@'") != 0)
        return;
    if (offset) {
        c->err2_msg = "unexpected token!";
        c->err2_off = offset_at;
        return;
    }
    c->err2_msg = "Unexpected identifier!";
    c->err2_off = token_at(c, p);
}

/* Inside [...]: terms joined by + and -. Cursor after '['. */
static int parse_bracket(mca_asm_cur *c, x86_operand *op, disp_acc *d)
{
    int neg = 0;
    x86_operand before = *op; /* without the last register term */
    for (;;) {
        int ch = mca_asm_peek(c);
        size_t at = c->pos, n;
        unsigned r = peek_reg(c, &n);
        int reg_term = r != 0;
        x86_operand prev = *op;
        if (r) {
            if (neg)
                return mca_asm_error(c, at, 1, "invalid base+index expression");
            c->pos += n;
            if (mca_asm_accept(c, ':')) {
                if (!is_seg(c->cat, r))
                    return mca_asm_error(c, at, n, "invalid segment register");
                op->seg = r;
                continue;
            }
            if (take_reg_term(c, op, r, 0) != 0)
                return -1;
        } else if (ch == '[') {
            /* LLVM's state machine takes one level of brackets */
            return mca_asm_error(c, c->pos, 1, "unexpected bracket encountered");
        } else if (ch == ']' || ch == 0) {
            /* a bracket or the statement's end where a term is due: the
             * state machine's own error, at that token */
            return mca_asm_error(c, token_at(c, c->pos), 1, "unknown token in expression");
        } else if (mca_asm_ident_len(c, c->pos) && mca_asm_ident_len(c, c->pos) + c->pos < c->end &&
                   c->s[c->pos + mca_asm_ident_len(c, c->pos)] == '[') {
            return mca_asm_error(c, c->pos, 1, "unknown token in expression");
        } else if (skip_size_ptr(c)) {
            continue;
        } else {
            /* number*reg, or an expression term */
            size_t save = c->pos;
            if (isdigit(ch)) {
                mca_asm_val v = { 0, NULL, MCA_ASM_CONSTANT };
                size_t ne = c->pos, old_end = c->end;
                while (ne < c->end && isalnum((unsigned char)c->s[ne]))
                    ne++;
                c->end = ne;
                int prc = mca_asm_parse_expr(c, &v);
                c->end = old_end;
                if (prc == 0 && !v.sym && mca_asm_accept(c, '*')) {
                    size_t rn;
                    unsigned rr = peek_reg(c, &rn);
                    if (rr && (v.val == 1 || v.val == 2 || v.val == 4 || v.val == 8)) {
                        c->pos += rn;
                        if (neg || op->index)
                            return mca_asm_error(c, at, 1, "invalid base+index expression");
                        op->index = rr;
                        op->scale = (unsigned)v.val;
                        op->scale_written = 1;
                        goto next;
                    }
                }
                mca_asm_val_free(&v);
                c->pos = save;
                if (c->err) {
                    c->err = 0;
                    free(c->err_msg);
                    c->err_msg = NULL;
                }
            }
            /* an additive-free term: parse up to the next + or - at depth 0 */
            size_t i = c->pos;
            int depth = 0;
            while (i < c->end) {
                char e = c->s[i];
                if (e == '(') depth++;
                else if (e == ')') depth--;
                else if (depth == 0 && (e == '+' || e == '-' || e == ']') && i > c->pos)
                    break;
                i++;
            }
            size_t old_end = c->end;
            c->end = i;
            mca_asm_val v;
            int rc = mca_asm_parse_expr(c, &v);
            c->end = old_end;
            if (rc != 0)
                return -1;
            if (add_sym(c, d, &v, neg, at) != 0)
                return -1;
            op->has_disp = 1;
        }
    next:
        ch = mca_asm_peek(c);
        if (ch == ']') {
            c->pos++;
            return 0;
        }
        if (ch == 0) {
            /* LLVM closes a bracket left open at the end, dropping a
             * register term that no operator followed */
            if (reg_term || op->index != prev.index) {
                op->base = before.base;
                op->index = before.index;
                op->scale = before.scale;
            }
            return 0;
        }
        before = *op;
        if (ch == '+' || ch == '-') {
            neg = ch == '-';
            c->pos++;
            continue;
        }
        return mca_asm_error(c, c->pos, 1, "unexpected token in argument list");
    }
}

/* Finish a memory operand: disp_acc into op->imm. */
static int finish_disp(mca_asm_cur *c, x86_operand *op, disp_acc *d)
{
    if (d->sym && d->imm) {
        size_t n = strlen(d->sym) + 32;
        char *s = malloc(n);
        if (!s)
            return mca_asm_error(c, c->pos, 1, "out of memory");
        snprintf(s, n, "%s%s%lld", d->sym, d->imm < 0 ? "" : "+", (long long)d->imm);
        free(d->sym);
        d->sym = s;
    }
    op->imm.val = d->sym ? 0 : d->imm;
    op->imm.sym = d->sym;
    d->sym = NULL;
    return 0;
}

static int parse_intel_mem_terms(mca_asm_cur *c, x86_operand *op);

/* A memory operand.  LLVM's Intel state machine counts a symbol as 0 in
 * the displacement's arithmetic and keeps the symbol apart ([rcx + ra*8]
 * is [rcx + ra]; 5 - ra is ra+5). */
static int parse_intel_mem(mca_asm_cur *c, x86_operand *op)
{
    unsigned saved = c->expr;
    c->expr |= MCA_ASM_SYMBOL_ASIDE;
    int r = parse_intel_mem_terms(c, op);
    c->expr = saved;
    return r;
}

static int parse_intel_mem_terms(mca_asm_cur *c, x86_operand *op)
{
    disp_acc d = { 0, NULL };
    op->kind = X86_OP_MEM;
    if (mca_asm_peek(c) != '[') {
        mca_asm_val v;
        size_t at = c->pos;
        /* displacement before the bracket, e.g. foo[rip] or 8[rax] */
        size_t i = c->pos;
        while (i < c->end && c->s[i] != '[')
            i++;
        size_t old_end = c->end;
        c->end = i;
        int rc = mca_asm_parse_expr(c, &v);
        c->end = old_end;
        if (rc != 0)
            return -1;
        if (add_sym(c, &d, &v, 0, at) != 0)
            return -1;
        op->has_disp = 1;
    }
    while (mca_asm_peek(c) == '[') {
        size_t lb = c->pos;
        c->pos++;
        op->bracket = 1;
        if (parse_bracket(c, op, &d) != 0) {
            free(d.sym);
            return -1;
        }
        const mca_register *xr = op->index ? mca_catalog_register(c->cat, op->index) : NULL;
        if (xr && (!strcmp(xr->name, "RSP") || !strcmp(xr->name, "ESP"))) {
            free(d.sym);
            return mca_asm_error(c, lb, 1, "invalid base+index expression");
        }
        if (op->scale_written && x86_is_addr16(c->cat, op->index)) {
            free(d.sym);
            return mca_asm_error(c, lb, 1, "16-bit addresses cannot have a scale");
        }
        /* [si + bx] is [bx + si] */
        const mca_register *br = op->base ? mca_catalog_register(c->cat, op->base) : NULL;
        const char *bn = br && br->name ? br->name : "";
        if (xr && xr->name && (!strcmp(bn, "SI") || !strcmp(bn, "DI")) &&
            (!strcmp(xr->name, "BX") || !strcmp(xr->name, "BP"))) {
            unsigned t = op->base;
            op->base = op->index;
            op->index = t;
        }
        if (x86_check_address(c, op, lb) != 0) {
            free(d.sym);
            return -1;
        }
    }
    return finish_disp(c, op, &d);
}

static int parse_intel_operand(mca_asm_cur *c, x86_operand *op)
{
    int ch = mca_asm_peek(c);
    op->start = c->pos;
    if (ch == '{') {
        int k = x86_try_rc(c, op);
        if (k != 0)
            return k < 0 ? -1 : 0;
        return mca_asm_error(c, c->pos, 1, "unexpected token in argument list");
    }
    for (size_t k = 0; k < sizeof sizes / sizeof sizes[0]; k++) {
        if (mca_asm_match_word(c, c->pos, sizes[k].name)) {
            size_t save = c->pos;
            c->pos += strlen(sizes[k].name);
            mca_asm_skip_ws(c);
            if (mca_asm_match_word(c, c->pos, "ptr")) {
                c->pos += 3;
                op->ptr_bits = sizes[k].bits;
                mca_asm_skip_ws(c);
            } else {
                c->pos = save;
            }
            break;
        }
    }
    if (mca_asm_match_word(c, c->pos, "offset")) {
        c->pos += 6;
        mca_asm_skip_ws(c);
        op->kind = X86_OP_IMM;
        op->offset_kw = 1;
        size_t name_at = c->pos;
        if (mca_asm_parse_expr(c, &op->imm) != 0) {
            name_failed(c, name_at, 1);
            return -1;
        }
        op->end = c->pos;
        return x86_parse_decorations(c, op);
    }
    size_t n;
    unsigned r = peek_reg_p(c, &n, &op->st_paren);
    ch = mca_asm_peek(c);
    if (r) {
        c->pos += n;
        if (mca_asm_accept(c, ':')) {
            if (!is_seg(c->cat, r))
                return mca_asm_error(c, op->start, n, "invalid segment register");
            op->seg = r;
            if (parse_intel_mem(c, op) != 0)
                return -1;
        } else {
            op->kind = X86_OP_REG;
            op->reg = r;
            const mca_register *reg = mca_catalog_register(c->cat, r);
            int next = mca_asm_peek(c);
            if (reg && reg->name && !strcmp(reg->name, "RIP") && (next == 0 || next == ','))
                return mca_asm_error(c, op->start, 1, "rip can only be used as a base register");
        }
    } else if (ch == '[') {
        if (parse_intel_mem(c, op) != 0)
            return -1;
        op->end = c->pos;
    } else if (ch == 0 || ch == ',') {
        return mca_asm_error(c, c->pos, 1, "unknown token in expression");
    } else {
        /* expression: an immediate, or memory when symbolic or followed by [ */
        size_t save = c->pos;
        mca_asm_val v;
        if (mca_asm_parse_expr(c, &v) != 0)
            return -1;
        if (mca_asm_peek(c) == '[' || v.sym || op->ptr_bits) {
            mca_asm_val_free(&v);
            c->pos = save;
            if (parse_intel_mem(c, op) != 0)
                return -1;
        } else {
            op->kind = X86_OP_IMM;
            op->imm = v;
        }
    }
    op->end = c->pos;
    return x86_parse_decorations(c, op);
}

/* What LLVM says about a token after a complete operand.  After an
 * expression (not a register) its Intel expression parser goes on: a name
 * or number there is consumed and the error points at the token after it;
 * a '(' is refused where it stands. */
static int junk_after(mca_asm_cur *c, const x86_operand *op)
{
    int ch = mca_asm_peek(c);
    if (ch == ']' && op->kind != X86_OP_REG) {
        /* after a bracket the state machine has nowhere to go; after a
         * term it counts the brackets and finds none open */
        size_t b = c->pos;
        while (b > op->start && mca_asm_is_blank((unsigned char)c->s[b - 1]))
            b--;
        return mca_asm_error(c, c->pos, 1, b > op->start && c->s[b - 1] == ']'
                                               ? "unknown token in expression"
                                               : "unexpected bracket encountered");
    }
    if (op->kind != X86_OP_REG && ch == '(')
        return mca_asm_error(c, c->pos, 1, "unknown token in expression");
    if (op->kind != X86_OP_REG && (mca_asm_is_ident_start(ch) || isdigit(ch))) {
        size_t p = c->pos;
        while (p < c->end && (mca_asm_is_ident_char((unsigned char)c->s[p]) ||
                              isalnum((unsigned char)c->s[p])))
            p++;
        while (p < c->end && mca_asm_is_blank((unsigned char)c->s[p]))
            p++;
        return mca_asm_error(c, p, 1, "unknown token in expression");
    }
    return mca_asm_error(c, c->pos, 1, "unexpected token in argument list");
}

int x86_parse_intel_operands(mca_asm_cur *c, x86_operands *ops, int *oom)
{
    if (mca_asm_peek(c) == 0)
        return 0;
    for (;;) {
        x86_operand *op = x86_operands_push(ops);
        if (!op) {
            *oom = 1;
            return -1;
        }
        if (parse_intel_operand(c, op) != 0) {
            name_failed(c, 0, 0);
            return -1;
        }
        /* LLVM's state machine takes a ')' no '(' opened after a term
         * or a bracket and drops it */
        if (op->kind != X86_OP_REG)
            while (mca_asm_accept(c, ')'))
                ;
        if (mca_asm_peek(c) == 0)
            return 0;
        if (!mca_asm_accept(c, ','))
            return junk_after(c, op);
    }
}
