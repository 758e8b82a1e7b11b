/* a64-operand: AArch64 operand syntax, as LLVM's AArch64AsmParser reads
 * it: registers (x0, wzr, sp, v0.4s, z1.d, p0/z, v2.s[1]), immediates with
 * or without '#' (and relocation modifiers such as :lo12:), floating-point
 * immediates, memory references [base, offset|index{, extend #n}]{!},
 * register lists { v0.16b, v1.16b } or { v0.4s - v3.4s }, and shift or
 * extend operators (lsl #2, sxtw). */
#include <config.h>

#include <ctype.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "a64-internal.h"
#include "../asm/asm-symtab.h"

void a64_operands_free(a64_operands *ops)
{
    for (unsigned i = 0; i < ops->n; i++) {
        a64_val_free(&ops->v[i].imm);
        a64_val_free(&ops->v[i].off);
        free(ops->v[i].mod);
        free(ops->v[i].off_mod);
    }
    ops->n = 0;
}

static const char *const shift_names[] = {
    "lsl", "lsr", "asr", "ror", "msl", "uxtb", "uxth", "uxtw", "uxtx",
    "sxtb", "sxth", "sxtw", "sxtx",
};

/* The shift or extend named s[0..n), or -1. */
static int shift_named(const char *s, size_t n)
{
    for (int k = 0; k < (int)(sizeof shift_names / sizeof *shift_names); k++)
        if (strlen(shift_names[k]) == n && !strncasecmp(s, shift_names[k], n))
            return k;
    return -1;
}

/* Register kind and number of the word s[0..n); 0 when it is no register. */
static int reg_word(const char *s, size_t n, a64_reg *r)
{
    char w[8];
    if (n == 0 || n >= sizeof w)
        return 0;
    for (size_t i = 0; i < n; i++)
        w[i] = (char)tolower((unsigned char)s[i]);
    w[n] = 0;
    memset(r, 0, sizeof *r);
    r->lane = -1;
    static const struct { const char *name; int kind; unsigned num; int sp; } special[] = {
        { "xzr", A64_R_X, 31, 0 }, { "wzr", A64_R_W, 31, 0 }, { "sp", A64_R_X, 31, 1 },
        { "wsp", A64_R_W, 31, 1 }, { "fp", A64_R_X, 29, 0 }, { "lr", A64_R_X, 30, 0 },
        /* LLVM's scalar aliases of the zero registers */
        { "x31", A64_R_X, 31, 0 }, { "w31", A64_R_W, 31, 0 },
    };
    for (size_t k = 0; k < sizeof special / sizeof *special; k++)
        if (!strcmp(w, special[k].name)) {
            r->kind = special[k].kind;
            r->num = special[k].num;
            r->sp = special[k].sp;
            return 1;
        }
    int kind;
    size_t p = 1;
    switch (w[0]) {
    case 'x': kind = A64_R_X; break;
    case 'w': kind = A64_R_W; break;
    case 'b': kind = A64_R_B; break;
    case 'h': kind = A64_R_H; break;
    case 's': kind = A64_R_S; break;
    case 'd': kind = A64_R_D; break;
    case 'q': kind = A64_R_Q; break;
    case 'v': kind = A64_R_V; break;
    case 'z': kind = A64_R_Z; break;
    case 'p':
        kind = A64_R_P;
        if (w[1] == 'n') {
            kind = A64_R_PN;
            p = 2;
        }
        break;
    default: return 0;
    }
    if (!isdigit((unsigned char)w[p]) || (w[p] == '0' && w[p + 1]))
        return 0;
    unsigned v = 0;
    for (; w[p]; p++) {
        if (!isdigit((unsigned char)w[p]))
            return 0;
        v = v * 10 + (unsigned)(w[p] - '0');
    }
    unsigned limit = kind == A64_R_P || kind == A64_R_PN ? 16 : kind == A64_R_X ||
                     kind == A64_R_W ? 31 : 32;
    if (v >= limit)
        return 0;
    r->kind = kind;
    r->num = v;
    return 1;
}

int a64_reg_word(const char *s, size_t n, a64_reg *r)
{
    return reg_word(s, n, r);
}

/* Whether LLVM's vector register parser takes the type suffix arr (lower
 * case) of a register of kind: NEON's arrangements and element sizes, an
 * SVE vector's or predicate's element size; true for other kinds (their
 * suffixes are the matcher's business). */
static bool kind_suffix_ok(int kind, const char *arr)
{
    static const char neon[][4] = { "b", "h", "s", "d", "1d", "1q", "2b", "2d",
                                    "2h", "2s", "4b", "4h", "4s", "8b", "8h", "16b" };
    if (kind == A64_R_Z || kind == A64_R_P)
        return arr[1] == 0 && strchr("bhsdq", arr[0]) != NULL;
    if (kind != A64_R_V)
        return true;
    for (size_t k = 0; k < sizeof neon / sizeof *neon; k++)
        if (!strcmp(neon[k], arr))
            return true;
    return false;
}

/* LLVM's "invalid vector kind qualifier" for the register at at: kept for
 * the statement (once per place: operands may be read twice). */
static void kind_error(a64_cur *c, size_t at)
{
    for (unsigned k = 0; k < c->kind_errs; k++)
        if (c->kind_err[k] == at)
            return;
    if (c->kind_errs < sizeof c->kind_err / sizeof *c->kind_err)
        c->kind_err[c->kind_errs++] = at;
}

/* A register at the cursor with its suffixes; 1 read, 0 none (cursor kept). */
static int parse_reg(a64_cur *c, a64_reg *r)
{
    a64_skip_ws(c);
    size_t at = c->pos;
    size_t i = at;
    while (i < c->end && isalnum((unsigned char)c->s[i]))
        i++;
    size_t w = i;
    while (w < c->end && (isalnum((unsigned char)c->s[w]) || c->s[w] == '_' ||
                          c->s[w] == '$' || c->s[w] == '@'))
        w++;
    if (reg_word(c->s + at, i - at, r)) {
        /* a symbol such as x1_foo or x1.bar is no register */
        if (w > i)
            return 0;
    } else if (w > at && !isdigit((unsigned char)c->s[at]) &&
               a64_req_find(c, c->s + at, w - at, r)) {
        /* a .req alias: the word up to a '.' (its type suffix) */
        i = w;
    } else {
        return 0;
    }
    if (i < c->end && c->s[i] == '.' && r->kind != A64_R_X && r->kind != A64_R_W) {
        size_t j = i + 1, k = 0;
        while (j < c->end && isalnum((unsigned char)c->s[j]) && k < sizeof r->arr - 1)
            r->arr[k++] = (char)tolower((unsigned char)c->s[j++]);
        r->arr[k] = 0;
        if (!k)
            return 0;
        if (!kind_suffix_ok(r->kind, r->arr) ||
            (j < c->end && isalnum((unsigned char)c->s[j]))) {
            /* the operand is then read as a name (v0.q) */
            kind_error(c, at);
            return 0;
        }
        i = j;
    } else if (i < c->end && c->s[i] == '.') {
        return 0;
    }
    c->pos = i;
    /* lane index */
    size_t save = c->pos;
    if (a64_peek(c) == '[' && (r->kind == A64_R_V || r->kind == A64_R_Z ||
                               r->kind == A64_R_P || r->kind == A64_R_PN) && r->arr[0]) {
        c->pos++;
        a64_val v;
        if (a64_parse_expr(c, &v) != 0)
            return -1;
        if (v.sym || !a64_accept(c, ']')) {
            a64_val_free(&v);
            c->pos = save;
        } else {
            r->lane = (int)v.val;
        }
    }
    /* predicate qualifier */
    save = c->pos;
    if (r->kind == A64_R_P && r->arr[0] && r->lane < 0 && a64_peek(c) == '/')
        /* LLVM: a predicate followed by '/' has no element suffix */
        return a64_error(c, at, 1, "not expecting size suffix");
    if ((r->kind == A64_R_P || r->kind == A64_R_PN) && a64_peek(c) == '/') {
        c->pos++;
        a64_skip_ws(c);
        if (c->pos < c->end && (c->s[c->pos] == 'm' || c->s[c->pos] == 'z' ||
                                c->s[c->pos] == 'M' || c->s[c->pos] == 'Z') &&
            (c->pos + 1 >= c->end || !isalnum((unsigned char)c->s[c->pos + 1]))) {
            r->pq = (char)tolower((unsigned char)c->s[c->pos]);
            c->pos++;
        } else {
            c->pos = save;
        }
    }
    return 1;
}

/* The relocation specifiers LLVM 22's AArch64 parser knows (its own
 * list, in C++: lower case, any case written). */
bool a64_known_specifier(const char *name)
{
    static const char *const names[] = {
        "lo12", "abs_g3", "abs_g2", "abs_g2_s", "abs_g2_nc", "abs_g1", "abs_g1_s",
        "abs_g1_nc", "abs_g0", "abs_g0_s", "abs_g0_nc", "prel_g3", "prel_g2", "prel_g2_nc",
        "prel_g1", "prel_g1_nc", "prel_g0", "prel_g0_nc", "dtprel_g2", "dtprel_g1",
        "dtprel_g1_nc", "dtprel_g0", "dtprel_g0_nc", "dtprel_hi12", "dtprel_lo12",
        "dtprel_lo12_nc", "pg_hi21_nc", "tprel_g2", "tprel_g1", "tprel_g1_nc", "tprel_g0",
        "tprel_g0_nc", "tprel_hi12", "tprel_lo12", "tprel_lo12_nc", "tlsdesc_lo12",
        "tlsdesc_auth_lo12", "tlsdesc", "tlsdesc_auth", "got", "got_lo12", "got_auth",
        "got_auth_lo12", "gottprel", "gottprel_lo12", "gottprel_g1", "gottprel_g0_nc",
        "secrel_lo12", "secrel_hi12", "gotpage_lo15",
    };
    for (size_t i = 0; i < sizeof names / sizeof *names; i++)
        if (!strcmp(names[i], name))
            return true;
    return false;
}

/* ':name:' at the cursor: the name (malloc'd, lower case) in *mod; 0, or
 * -1 with LLVM's error at the token it stopped at.  hash: the operand began
 * with '#'; without one LLVM's operand parser adds "invalid operand" at the
 * ':' after an unknown name. */
static int parse_modifier(a64_cur *c, char **mod, int hash)
{
    *mod = NULL;
    if (a64_peek(c) != ':')
        return 0;
    size_t colon = c->pos;
    c->pos++;
    a64_skip_ws(c);
    size_t n = a64_ident_len(c, c->pos);
    if (!n)
        return a64_error(c, c->pos, 1, "expect relocation specifier in operand after ':'");
    *mod = malloc(n + 1);
    if (!*mod)
        return -1;
    for (size_t i = 0; i < n; i++)
        (*mod)[i] = (char)tolower((unsigned char)c->s[c->pos + i]);
    (*mod)[n] = 0;
    if (!a64_known_specifier(*mod)) {
        free(*mod);
        *mod = NULL;
        if (!hash && !c->err && !c->err2_msg && (c->err2_msg = strdup("invalid operand")) != NULL)
            c->err2_off = colon;
        return a64_error(c, c->pos, 1, "expect relocation specifier in operand after ':'");
    }
    c->pos += n;
    if (a64_peek(c) != ':') {
        free(*mod);
        *mod = NULL;
        return a64_error(c, c->pos, 1, "expect ':' after relocation specifier");
    }
    c->pos++;
    return 0;
}

/* Is the text at the cursor a floating-point literal (digits with '.' or
 * an exponent)? */
static int looks_fp(const a64_cur *c)
{
    size_t i = c->pos;
    if (i < c->end && (c->s[i] == '-' || c->s[i] == '+'))
        i++;
    if (i + 1 < c->end && c->s[i] == '0' && (c->s[i + 1] == 'x' || c->s[i + 1] == 'X')) {
        /* a hexadecimal real to LLVM's lexer: 0x1.8p1 */
        for (i += 2; i < c->end && isxdigit((unsigned char)c->s[i]);)
            i++;
        return i < c->end && (c->s[i] == '.' || c->s[i] == 'p' || c->s[i] == 'P');
    }
    size_t d = i;
    while (i < c->end && isdigit((unsigned char)c->s[i]))
        i++;
    if (i == d)
        return 0;
    return i < c->end && (c->s[i] == '.' || c->s[i] == 'e' || c->s[i] == 'E');
}

/* An expression operand: as a64_parse_expr, and when it fails at its first
 * token without a '#' before it, LLVM's operand parser adds "invalid
 * operand" there. */
static int expr_operand(a64_cur *c, a64_val *v, int hash)
{
    a64_skip_ws(c);
    size_t at = c->pos;
    if (a64_parse_expr(c, v) == 0)
        return 0;
    if (!hash && c->err && c->err_off == at && !c->err2_msg &&
        (c->err2_msg = strdup("invalid operand")) != NULL)
        c->err2_off = at;
    return -1;
}

static int parse_imm(a64_cur *c, a64_operand *o)
{
    o->kind = A64_OP_IMM;
    if (parse_modifier(c, &o->mod, o->hash) != 0)
        return -1;
    a64_skip_ws(c);
    if (!o->mod && looks_fp(c)) {
        char *endp;
        o->fp = strtod(c->s + c->pos, &endp);
        if (endp > c->s + c->end)
            endp = (char *)c->s + c->end;
        c->pos = (size_t)(endp - c->s);
        o->kind = A64_OP_FPIMM;
        return 0;
    }
    return expr_operand(c, &o->imm, o->hash || o->mod);
}

/* Shift or extend at the cursor; 1 read, 0 none. */
static int parse_shift(a64_cur *c, int *shift, int *has_amount, int64_t *amount)
{
    a64_skip_ws(c);
    size_t at = c->pos, n = 0;
    while (at + n < c->end && isalpha((unsigned char)c->s[at + n]))
        n++;
    int k = shift_named(c->s + at, n);
    if (k < 0)
        return 0;
    size_t after = at + n;
    while (after < c->end && (c->s[after] == ' ' || c->s[after] == '\t'))
        after++;
    /* a shift (not an extend) needs its amount: LLVM's error at whatever
     * follows (a name, ',', ']', the end) */
    if (k <= A64_SH_MSL && (after >= c->end || (c->s[after] != '#' &&
                                                !isdigit((unsigned char)c->s[after]))))
        return a64_error(c, after, 1, "expected #imm after shift specifier");
    if (after < c->end && c->s[after] != '#' && c->s[after] != ',' && c->s[after] != ']' &&
        !isdigit((unsigned char)c->s[after]))
        return 0;
    c->pos = at + n;
    *shift = k;
    *has_amount = 0;
    *amount = 0;
    int ch = a64_peek(c);
    if (ch == '#' || isdigit(ch)) {
        if (ch == '#')
            c->pos++;
        a64_val v;
        size_t vat = c->pos;
        if (a64_parse_expr(c, &v) != 0)
            return -1;
        if (v.sym) {
            a64_val_free(&v);
            return a64_error(c, vat, 1, "expected constant '#imm' after shift specifier");
        }
        *has_amount = 1;
        *amount = v.val;
    }
    return 1;
}

static int parse_mem(a64_cur *c, a64_operand *o)
{
    o->kind = A64_OP_MEM;
    size_t at = c->pos;
    int r = parse_reg(c, &o->base);
    if (r < 0)
        return -1;
    if (!r || (o->base.kind != A64_R_X && o->base.kind != A64_R_Z &&
               o->base.kind != A64_R_W))
        return a64_error(c, at, 1, "invalid operand for instruction");
    if (a64_accept(c, ',')) {
        int ch = a64_peek(c);
        size_t iat = c->pos;
        r = ch == '#' ? 0 : parse_reg(c, &o->index);
        if (r < 0)
            return -1;
        if (r) {
            o->has_index = 1;
            o->index_start = iat;
            if (a64_accept(c, ',')) {
                a64_skip_ws(c);
                size_t sat = c->pos;
                o->off_start = sat;
                int k = parse_shift(c, &o->shift, &o->has_amount, &o->amount);
                if (k < 0)
                    return -1;
                if (!k) {
                    /* SVE: "mul vl" never follows a register */
                    return a64_error(c, sat, 1, "expected 'lsl' or 'sxtw' or 'uxtw'");
                }
            } else {
                o->shift = A64_SH_NONE;
            }
        } else {
            a64_skip_ws(c);
            o->off_start = c->pos;
            int hash = a64_accept(c, '#');
            if (parse_modifier(c, &o->off_mod, hash) != 0)
                return -1;
            a64_skip_ws(c);
            if (!o->off_mod && looks_fp(c)) {
                /* LLVM's operand parser takes no real here (the minus first) */
                size_t fat = c->s[c->pos] == '-' || c->s[c->pos] == '+'
                             ? a64_next_token(c, c->pos + 1) : c->pos;
                return a64_error(c, fat, 1, "unexpected floating point literal");
            }
            if (expr_operand(c, &o->off, hash || o->off_mod) != 0)
                return -1;
            o->has_off = 1;
            if (a64_accept(c, ',')) {
                a64_skip_ws(c);
                size_t mat = c->pos;
                size_t n = a64_ident_len(c, c->pos);
                if (n == 3 && !strncasecmp(c->s + c->pos, "mul", 3)) {
                    c->pos += 3;
                    a64_skip_ws(c);
                    if (c->pos + 2 <= c->end && !strncasecmp(c->s + c->pos, "vl", 2)) {
                        c->pos += 2;
                        o->mulvl = 1;
                    } else {
                        return a64_error(c, mat, 1, "invalid operand for instruction");
                    }
                } else {
                    return a64_error(c, mat, 1, "invalid operand for instruction");
                }
            }
        }
    }
    if (!a64_accept(c, ']')) {
        a64_skip_ws(c);
        if (c->pos < c->end)
            return a64_error(c, c->pos, 1, "']' expected");
        c->mem_open = 1;
        return 0;
    }
    if (a64_accept(c, '!'))
        o->wb = 1;
    return 0;
}

/* A list element at at that is no vector register.  LLVM's list parser
 * fails there, having taken a word; its operand parser then reads the
 * brace as a token and what follows as an expression, which fails at a
 * '}', ',', ']' or the end: two more errors there (a word or a number
 * taken; after '#' or '-' no more). */
int a64_not_vector(a64_cur *c, size_t at)
{
    a64_error(c, at, 1, "vector register expected");
    size_t p = at;
    if (p < c->end && (isalnum((unsigned char)c->s[p]) || c->s[p] == '_' || c->s[p] == '.'))
        while (p < c->end && (isalnum((unsigned char)c->s[p]) || c->s[p] == '_' ||
                              c->s[p] == '.' || c->s[p] == '$' || c->s[p] == '@'))
            p++;
    if (p == at)
        return -1;
    while (p < c->end && (c->s[p] == ' ' || c->s[p] == '\t'))
        p++;
    if (p >= c->end) /* LLVM's end of statement: after the blanks that end the line */
        while (c->s[p] == ' ' || c->s[p] == '\t')
            p++;
    if ((p >= c->end || c->s[p] == '}' || c->s[p] == ',' || c->s[p] == ']') && !c->err2_msg) {
        c->err2_msg = strdup("unknown token in expression");
        c->err2_off = p;
        c->err3_invalid = 1;
    }
    return -1;
}

/* A NEON list element at at whose distance from the one before is not the
 * list's stride: LLVM's list parser fails there, having taken the
 * register; its operand parser then takes the next token (the '}', a ','
 * or the end of the statement) and reads an expression after it, which
 * fails at a '}', ',', ']' or the end: two more errors there.  -1. */
static int stride_error(a64_cur *c, size_t at)
{
    a64_error(c, at, 1, "registers must have the same sequential stride");
    size_t p = c->pos;
    while (p < c->end && (c->s[p] == ' ' || c->s[p] == '\t'))
        p++;
    if (p >= c->end) {
        /* the end of the statement taken: the expression starts on the
         * next line */
        if (c->own)
            return -1;
        p = c->end + (c->s[c->end] == '\n');
    } else {
        if (isalnum((unsigned char)c->s[p]) || c->s[p] == '_' || c->s[p] == '.')
            while (p < c->end && (isalnum((unsigned char)c->s[p]) || c->s[p] == '_' ||
                                  c->s[p] == '.'))
                p++;
        else
            p++;
        while (p < c->end && (c->s[p] == ' ' || c->s[p] == '\t'))
            p++;
        if (!(p >= c->end || c->s[p] == '}' || c->s[p] == ',' || c->s[p] == ']'))
            return -1;
    }
    if (!c->err2_msg && (c->err2_msg = strdup("unknown token in expression")) != NULL) {
        c->err2_off = p;
        c->err3_invalid = 1;
    }
    return -1;
}

static bool vector_kind(int kind)
{
    return kind == A64_R_V || kind == A64_R_Z || kind == A64_R_P || kind == A64_R_PN;
}

static int parse_list(a64_cur *c, a64_operand *o)
{
    o->kind = A64_OP_LIST;
    a64_skip_ws(c);
    size_t at = c->pos;
    a64_reg first, prev;
    int r = parse_reg(c, &first);
    if (r < 0)
        return -1;
    if (r == 0 || !vector_kind(first.kind))
        return a64_not_vector(c, at);
    o->r = first;
    o->count = 1;
    prev = first;
    if (a64_accept(c, '-')) {
        a64_reg last;
        a64_skip_ws(c);
        size_t lat = c->pos;
        if ((r = parse_reg(c, &last)) < 0)
            return -1;
        if (r == 0 || !vector_kind(last.kind))
            return a64_not_vector(c, lat);
        if (last.kind != first.kind || strcmp(last.arr, first.arr))
            return a64_error(c, lat, 1, "mismatched register size suffix");
        unsigned span = (last.num + 32 - first.num) % 32;
        o->count = span + 1;
    } else {
        unsigned stride = 1;
        while (a64_accept(c, ',')) {
            a64_reg nx;
            a64_skip_ws(c);
            size_t nat = c->pos;
            if ((r = parse_reg(c, &nx)) < 0)
                return -1;
            if (r == 0 || !vector_kind(nx.kind))
                return a64_not_vector(c, nat);
            if (nx.kind != first.kind || strcmp(nx.arr, first.arr))
                return a64_error(c, nat, 1, "mismatched register size suffix");
            unsigned step = (nx.num + 32 - prev.num) % 32;
            if (o->count == 1)
                stride = step;
            else if (step != stride && first.kind == A64_R_V)
                return stride_error(c, nat);
            if (step != 1 && first.kind != A64_R_V)
                return a64_error(c, o->start, 1, "invalid operand for instruction");
            prev = nx;
            o->count++;
        }
        /* a constant stride other than 1 passes LLVM's list parser; its
         * matcher then takes no form */
        if (stride != 1)
            return a64_error(c, o->start, 1, "invalid operand for instruction");
    }
    if (!a64_accept(c, '}'))
        return a64_error(c, c->pos, 1, "'}' expected");
    o->r.lane = -1;
    if (a64_peek(c) == '[') {
        c->pos++;
        a64_val v;
        if (a64_parse_expr(c, &v) != 0)
            return -1;
        if (v.sym || !a64_accept(c, ']')) {
            a64_val_free(&v);
            return a64_error(c, c->pos, 1, "']' expected");
        }
        o->r.lane = (int)v.val;
    }
    return 0;
}

/* "mul #expr" (the cursor at "mul"): LLVM's parser of SVE's multiplier
 * takes a constant only, else "expected 'vl' or '#<imm>'" where the
 * expression ends.  -1 with that error (or the expression's), else 0 and
 * the cursor unmoved (the forms read the multiplier). */
/* Where the constant of "mul #" at the cursor starts, 0 when none is. */
static size_t mul_constant_at(const a64_cur *c)
{
    size_t k = c->pos + 3;
    if (k > c->end || strncasecmp(c->s + c->pos, "mul", 3) != 0 ||
        (k < c->end && (isalnum((unsigned char)c->s[k]) || c->s[k] == '_')))
        return 0;
    while (k < c->end && (c->s[k] == ' ' || c->s[k] == '\t'))
        k++;
    return k < c->end && c->s[k] == '#' ? k + 1 : 0;
}

int a64_mul_constant(a64_cur *c)
{
    size_t at = c->pos, k = mul_constant_at(c);
    if (!k)
        return 0;
    c->pos = k;
    a64_val v;
    memset(&v, 0, sizeof v);
    if (a64_parse_expr(c, &v) != 0)
        return -1;
    int sym = v.sym != NULL;
    a64_val_free(&v);
    if (sym) {
        /* at the next token of the input, a comment's start included; the
         * operand parser then reads it as an expression, LLVM's second
         * error */
        size_t e = a64_next_token(c, c->pos);
        a64_error(c, e, 1, "expected 'vl' or '#<imm>'");
        if (!c->err2_msg && (c->err2_msg = strdup("unknown token in expression")) != NULL)
            c->err2_off = e;
        return -1;
    }
    c->pos = at;
    return 0;
}

/* "mul #constant" at the cursor (a64_mul_constant has seen the constant):
 * one operand to LLVM's parser, read whole (1), else 0, the cursor
 * unmoved. */
static int mul_operand(a64_cur *c, a64_operand *o)
{
    size_t at = c->pos, k = mul_constant_at(c);
    if (!k)
        return 0;
    c->pos = k;
    if (a64_parse_expr(c, &o->imm) != 0 || o->imm.sym) {
        /* (not reached: a64_mul_constant reported these) */
        a64_val_free(&o->imm);
        free(c->err_msg);
        c->err_msg = NULL;
        c->err = 0;
        c->pos = at;
        return 0;
    }
    return 1;
}

static int parse_one(a64_cur *c, a64_operand *o)
{
    memset(o, 0, sizeof *o);
    o->r.lane = -1;
    int ch = a64_peek(c);
    o->start = c->pos;
    int rc = 0;
    if (ch == '[') {
        c->pos++;
        rc = parse_mem(c, o);
    } else if (ch == '{') {
        c->pos++;
        rc = parse_list(c, o);
    } else if (ch == '#') {
        c->pos++;
        o->hash = 1;
        rc = parse_imm(c, o);
    } else {
        int r = parse_reg(c, &o->r);
        if (r < 0)
            return -1;
        if (r) {
            o->kind = A64_OP_REG;
        } else if (a64_mul_constant(c) != 0) {
            return -1;
        } else if (mul_operand(c, o)) {
            o->kind = A64_OP_MUL;
        } else {
            int k = parse_shift(c, &o->shift, &o->has_amount, &o->amount);
            if (k < 0)
                return -1;
            if (k)
                o->kind = A64_OP_SHIFT;
            else
                rc = parse_imm(c, o);
        }
    }
    o->end = c->pos;
    return rc;
}

int a64_parse_operands(a64_cur *c, a64_operands *ops)
{
    ops->n = 0;
    if (a64_peek(c) == 0)
        return 0;
    unsigned entry = 1; /* LLVM's position of the next operand */
    for (;;) {
        if (ops->n == sizeof ops->v / sizeof ops->v[0])
            return a64_error(c, c->pos, 1, "too many operands");
        a64_operand *o = &ops->v[ops->n];
        size_t noted = mca_asm_symlog_count();
        int fp = 0;
        if (entry < 32 && (c->fp_slots >> entry & 1)) {
            memset(o, 0, sizeof *o);
            o->r.lane = -1;
            fp = a64_fp_slot_operand(c, o);
        }
        if (fp < 0 || (!fp && parse_one(c, o) != 0)) {
            ops->n++;
            return -1;
        }
        o->noted_from = noted;
        o->noted_to = mca_asm_symlog_count();
        entry += a64_llvm_entries(o);
        ops->n++;
        int ch = a64_peek(c);
        if (!ch)
            return 0;
        if (ch != ',')
            return a64_error(c, c->pos, 1, "unexpected token in argument list");
        c->pos++;
    }
}
