/* a64-sme: the SME, SME2 and SME2.1 instructions (and their extensions:
 * sme-f64f64, sme-i16i64, sme-f16f16, sme-b16b16, sme-lutv2, sme-f8f16,
 * ...), read and printed as LLVM 22 reads and prints them.  Their operands
 * are ones the general operand parser does not know:
 *   ZA tiles                  za3.d                MPR32/MPR64... registers
 *   tile vectors              za0h.s[w12, 0]       tile + slice index (h/v
 *                                                  is the opcode's: _H_/_V_)
 *   ZA array vectors          za.d[w8, 0, vgx2]    ", vgx2" may be left out
 *   index ranges              za.s[w9, 2:3, vgx4]  the MCInst holds 2/2 = 1
 *   multi-vector lists        { z0.s - z3.s }, { z0.d, z8.d } (strided)
 *   the lookup table          zt0, zt0[1]
 *   tile masks                zero {za0.d, za2.d}  printed by LLVM's aliases
 *   streaming mode            smstart [sm|za], msr svcrsm, #1
 * The instructions the catalog's printed forms describe are matched and
 * printed by a64-sme-match.c (the forms the assembler maps back to their
 * opcode first, then the others: the printed forms lose the h/v of a tile
 * vector and the ranges; mova is printed as its alias mov).  This file
 * reads the statements of their own (zero's tile masks, smstart/smstop and
 * msr svcr*, while<cc> pn ... vlx2) and reports the error of a statement
 * no form took as LLVM's matcher does: a parse error, too few operands,
 * else the message of the operand where the furthest form failed.
 * a64_sme is tried before the other handlers: 0 leaves the statement to
 * them (it is no SME instruction, or no SME form takes it). */
#include <config.h>

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "a64-sme.h"
#include "../asm/asm-symtab.h"

/* Does the statement's feature set have SME (an unknown CPU: all on)? */
static int sme_on(const a64_cur *c)
{
    return !c->feat || !c->feat->known || a64_feature_on(c->feat, "sme");
}

/* ------------------------------------------------------------ special */

/* zero {tiles}: the mask of 64-bit tiles each names; -1 not a tile list. */
static int zero_mask(const char *s, size_t *bad)
{
    size_t i = 0;
    int mask = 0;
    while (s[i] == ' ' || s[i] == '\t')
        i++;
    if (s[i] != '{')
        return -1;
    i++;
    for (int first = 1;; first = 0) {
        while (s[i] == ' ' || s[i] == '\t')
            i++;
        if (s[i] == '}' && first)
            break;
        *bad = i;
        if (tolower((unsigned char)s[i]) != 'z' || tolower((unsigned char)s[i + 1]) != 'a')
            return -1;
        i += 2;
        if (!isdigit((unsigned char)s[i])) {
            if (isalnum((unsigned char)s[i]) || s[i] == '.')
                return -1;
            mask |= 0xff;  /* za */
        } else {
            int t = s[i++] - '0';
            if (isdigit((unsigned char)s[i]) || s[i] != '.')
                return -1;
            char e = (char)tolower((unsigned char)s[i + 1]);
            if (isalnum((unsigned char)s[i + 2]))
                return -1;
            i += 2;
            if (e == 'b' && t == 0)
                mask |= 0xff;
            else if (e == 'h' && t < 2)
                mask |= 0x55 << t;
            else if (e == 's' && t < 4)
                mask |= 0x11 << t;
            else if (e == 'd' && t < 8)
                mask |= 1 << t;
            else
                return -1;
        }
        while (s[i] == ' ' || s[i] == '\t')
            i++;
        if (s[i] == '}')
            break;
        if (s[i] != ',')
            return -1;
        i++;
    }
    i++;
    while (s[i] == ' ' || s[i] == '\t')
        i++;
    return s[i] ? -1 : mask;
}

/* How LLVM prints a ZERO_M mask: its aliases, else (or when the CPU
 * lacks SME: noalias) the 64-bit tiles. */
static void print_zero(mca_strbuf *b, int mask, int noalias)
{
    mca_strbuf_puts(b, "zero\t{");
    if (!noalias && mask == 0xff) {
        mca_strbuf_puts(b, "za}");
        return;
    }
    if (!noalias && (mask == 0x55 || mask == 0xaa)) {
        mca_strbuf_printf(b, "za%d.h}", mask == 0xaa);
        return;
    }
    if (!noalias && (mask & 0x0f) == (mask >> 4) && mask) {
        int first = 1;
        for (int t = 0; t < 4; t++)
            if (mask >> t & 1) {
                mca_strbuf_printf(b, "%sza%d.s", first ? "" : ",", t);
                first = 0;
            }
        mca_strbuf_putc(b, '}');
        return;
    }
    int first = 1;
    for (int t = 0; t < 8; t++)
        if (mask >> t & 1) {
            mca_strbuf_printf(b, "%sza%d.d", first ? "" : ", ", t);
            first = 0;
        }
    mca_strbuf_putc(b, '}');
}

/* smstart/smstop [sm|za] and msr svcrsm|svcrza|svcrsmza, #0|1: 1 matched,
 * 0 not such a statement, -1 error. */
static int streaming(a64_cur *c, const char *mn, const char *s, size_t at, a64_match *m)
{
    int field = 3, on;
    size_t i = 0;
    while (s[i] == ' ' || s[i] == '\t')
        i++;
    if (!strcmp(mn, "smstart") || !strcmp(mn, "smstop")) {
        on = mn[2] == 's' && mn[3] == 't' && mn[4] == 'a';
        if (s[i]) {
            size_t n = 0;
            while (isalnum((unsigned char)s[i + n]) || s[i + n] == '_')
                n++;
            if (n == 2 && !strncasecmp(s + i, "sm", 2))
                field = 1;
            else if (n == 2 && !strncasecmp(s + i, "za", 2))
                field = 2;
            else
                return a64_error(c, at + i, 1, "invalid operand for instruction");
            size_t k = i + n;
            while (s[k] == ' ' || s[k] == '\t')
                k++;
            if (s[k] == ',') {
                k++;
                while (s[k] == ' ' || s[k] == '\t')
                    k++;
                return a64_error(c, at + k, 1, "invalid operand for instruction");
            }
            if (s[k])
                return a64_error(c, at + k, 1, "unexpected token in argument list");
        }
    } else if (!strcmp(mn, "msr")) {
        static const struct { const char *n; int f; } fields[] = {
            { "svcrsm", 1 }, { "svcrza", 2 }, { "svcrsmza", 3 },
        };
        size_t n = 0;
        while (isalnum((unsigned char)s[i + n]) || s[i + n] == '_')
            n++;
        field = 0;
        for (size_t k = 0; k < 3; k++)
            if (strlen(fields[k].n) == n && !strncasecmp(s + i, fields[k].n, n))
                field = fields[k].f;
        if (!field)
            return 0;
        /* the PSTATE fields of SVCR are names only with SME */
        if (c->feat && c->feat->known && !a64_feature_on(c->feat, "sme"))
            return a64_error(c, at + i, 1, "expected writable system register or pstate");
        size_t k = i + n;
        while (s[k] == ' ' || s[k] == '\t')
            k++;
        if (s[k] != ',')
            return 0;
        k++;
        while (s[k] == ' ' || s[k] == '\t')
            k++;
        size_t imm_at = k;
        if (s[k] == '#')
            k++;
        a64_cur e = *c;
        e.s = s;
        e.pos = k;
        e.end = strlen(s);
        e.err = 0;
        e.err_msg = NULL;
        a64_val v;
        if (a64_parse_expr(&e, &v) != 0) {
            free(e.err_msg);
            return 0;
        }
        free(e.err_msg);
        int sym = v.sym != NULL;
        a64_val_free(&v);
        size_t end = e.pos;
        while (s[end] == ' ' || s[end] == '\t')
            end++;
        if (sym || s[end])
            return 0;
        if (v.val != 0 && v.val != 1)
            return a64_error(c, at + imm_at, 1, "immediate must be an integer in range [0, 1].");
        on = (int)v.val;
    } else {
        return 0;
    }
    unsigned opc;
    if (!mca_catalog_opcode_number(c->fe->cat, "MSRpstatesvcrImm1", 17, &opc))
        return 0;
    m->opcode = opc;
    a64_put_imm(m, field);
    a64_put_imm(m, on);
    mca_strbuf_puts(&m->text, on ? "smstart" : "smstop");
    if (field != 3)
        mca_strbuf_puts(&m->text, field == 1 ? "\tsm" : "\tza");
    return 1;
}

/* while<cc> pnN.T, xN, xM, vlx2|vlx4 (SME2, SVE2.1): the catalog has no
 * printed form of these.  1 matched, 0 not such a statement, -1 error. */
/* A predicate-as-counter's vector length operand at st.pos: "vlx2" (0) or
 * "vlx4" (1), any case, read past; -1 (nothing read) otherwise. */
static int read_vlx(sme_state *st, const char *s)
{
    int vl = !strncasecmp(s + st->pos, "vlx2", 4) ? 0 : !strncasecmp(s + st->pos, "vlx4", 4) ? 1 : -1;
    if (vl < 0 || isalnum((unsigned char)s[st->pos + 4]))
        return -1;
    st->pos += 4;
    return vl;
}

static int while_counter(a64_cur *c, const char *mn, const char *s, size_t ops_at,
                         a64_match *m)
{
    static const char *const ccs[] = { "ge", "gt", "hi", "hs", "le", "lo", "ls", "lt" };
    if (strncmp(mn, "while", 5) || strlen(mn) != 7)
        return 0;
    int cc = -1;
    for (int k = 0; k < 8; k++)
        if (!strcmp(mn + 5, ccs[k]))
            cc = k;
    sme_state st;
    memset(&st, 0, sizeof st);
    st.fe = c->fe;
    st.s = s;
    char kind, t;
    unsigned pn, xn, xm;
    int sp;
    a64_sme_ws(&st);
    size_t reg_at = st.pos;
    if (cc < 0 || !a64_sme_read_reg(&st, &kind, &pn, &sp) || kind != 'n')
        return 0;
    if ((pn < 8 || s[st.pos] != '.') &&
        c->feat && c->feat->known &&
        !(a64_feature_on(c->feat, "sve2p1") || a64_feature_on(c->feat, "sme2")))
        return a64_error(c, ops_at + reg_at, 1, "invalid operand for instruction");
    t = s[st.pos] == '.' ? (char)tolower((unsigned char)s[st.pos + 1]) : 0;
    if (pn < 8 || !t || !strchr("bhsd", t) || isalnum((unsigned char)s[st.pos + 2]))
        return a64_error(c, ops_at + reg_at, 1, "Invalid predicate register, expected PN in "
                         "range pn8..pn15 with element suffix.");
    st.pos += 2;
    a64_sme_ws(&st);
    if (s[st.pos++] != ',')
        return 0;
    a64_sme_ws(&st);
    if (!a64_sme_read_reg(&st, &kind, &xn, &sp) || kind != 'x' || sp)
        return 0;
    a64_sme_ws(&st);
    if (s[st.pos++] != ',')
        return 0;
    a64_sme_ws(&st);
    if (!a64_sme_read_reg(&st, &kind, &xm, &sp) || kind != 'x' || sp)
        return 0;
    a64_sme_ws(&st);
    if (s[st.pos++] != ',')
        return 0;
    a64_sme_ws(&st);
    size_t vl_at = st.pos;
    int vl = read_vlx(&st, s);
    a64_sme_ws(&st);
    if (vl < 0 || s[st.pos])
        return a64_error(c, ops_at + (vl < 0 ? vl_at : st.pos), 1,
                         "invalid operand for instruction");
    char name[24];
    snprintf(name, sizeof name, "WHILE%c%c_CXX_%c", toupper((unsigned char)mn[5]),
             toupper((unsigned char)mn[6]), toupper((unsigned char)t));
    unsigned opc;
    if (!mca_catalog_opcode_number(c->fe->cat, name, strlen(name), &opc))
        return 0;
    m->opcode = opc;
    a64_put_reg(m, c->fe->reg[A64_R_PN][pn]);
    a64_put_reg(m, c->fe->reg[A64_R_X][xn]);
    a64_put_reg(m, c->fe->reg[A64_R_X][xm]);
    a64_put_imm(m, vl);
    char b1[16], b2[16];
    mca_strbuf_printf(&m->text, "%s\tpn%u.%c, %s, %s, vlx%d", mn, pn, t,
                      a64_reg_text(c->fe, c->fe->reg[A64_R_X][xn], b1, sizeof b1),
                      a64_reg_text(c->fe, c->fe->reg[A64_R_X][xm], b2, sizeof b2), vl ? 4 : 2);
    return 1;
}

/* cntp xd, pnN.T, vlx2|vlx4 (SME2, SVE2.1): the catalog has no printed
 * form of it either.  1 matched, 0 not such a statement, -1 error. */
static int cntp_counter(a64_cur *c, const char *mn, const char *s, size_t ops_at,
                        a64_match *m)
{
    if (strcmp(mn, "cntp"))
        return 0;
    sme_state st;
    memset(&st, 0, sizeof st);
    st.fe = c->fe;
    st.s = s;
    char kind, xkind;
    unsigned xd, pn;
    int sp, xsp;
    a64_sme_ws(&st);
    size_t xd_at = st.pos;
    if (!a64_sme_read_reg(&st, &xkind, &xd, &xsp))
        return 0;
    a64_sme_ws(&st);
    if (s[st.pos] != ',')
        return 0;
    st.pos++;
    a64_sme_ws(&st);
    size_t pn_at = st.pos;
    sme_state probe = st;
    if (!a64_sme_read_reg(&probe, &kind, &pn, &sp) || kind != 'n')
        return 0; /* (cntp xd, pg, pn.T: SVE's) */
    if (xkind != 'x' || xsp)
        return a64_error(c, ops_at + xd_at, 1, "invalid operand for instruction");
    st = probe;
    char t = s[st.pos] == '.' ? (char)tolower((unsigned char)s[st.pos + 1]) : 0;
    if (!t || !strchr("bhsd", t) || isalnum((unsigned char)s[st.pos + 2])) {
        /* (without the features LLVM's matcher reports the operand plainly) */
        bool feat = !c->feat || !c->feat->known || a64_feature_on(c->feat, "sve2p1") ||
                    a64_feature_on(c->feat, "sme2");
        return a64_error(c, ops_at + pn_at, 1, "%s", feat
                         ? "Invalid predicate register, expected PN in range pn0..pn15 with "
                           "element suffix."
                         : "invalid operand for instruction");
    }
    st.pos += 2;
    a64_sme_ws(&st);
    if (s[st.pos] != ',')
        return 0;
    st.pos++;
    a64_sme_ws(&st);
    size_t vl_at = st.pos;
    int vl = read_vlx(&st, s);
    a64_sme_ws(&st);
    if (vl >= 0 && s[st.pos] == ',') {
        /* an operand too many: LLVM reports it */
        st.pos++;
        a64_sme_ws(&st);
    }
    if (vl < 0 || s[st.pos])
        return a64_error(c, ops_at + (vl < 0 ? vl_at : st.pos), 1,
                         "invalid operand for instruction");
    char name[16];
    snprintf(name, sizeof name, "CNTP_XCI_%c", toupper((unsigned char)t));
    unsigned opc;
    if (!mca_catalog_opcode_number(c->fe->cat, name, strlen(name), &opc))
        return 0;
    m->opcode = opc;
    a64_put_reg(m, c->fe->reg[A64_R_X][xd]);
    a64_put_reg(m, c->fe->reg[A64_R_PN][pn]);
    a64_put_imm(m, vl);
    char b1[16];
    mca_strbuf_printf(&m->text, "cntp\t%s, pn%u.%c, vlx%d",
                      a64_reg_text(c->fe, c->fe->reg[A64_R_X][xd], b1, sizeof b1), pn, t,
                      vl ? 4 : 2);
    return 1;
}

/* Does the operand text name ZA, ZT0 or a predicate-as-counter (a
 * statement no other handler reads)? */
static int sme_words(const char *s)
{
    for (size_t i = 0; s[i]; i++) {
        if (i && (isalnum((unsigned char)s[i - 1]) || s[i - 1] == '_' || s[i - 1] == '.'))
            continue;
        char a = (char)tolower((unsigned char)s[i]), b = (char)tolower((unsigned char)s[i + 1]);
        if ((a == 'z' && (b == 'a' || b == 't')) ||
            (a == 'p' && b == 'n' && isdigit((unsigned char)s[i + 2])))
            return 1;
    }
    return 0;
}

/* Did the furthest SME form get past the statement's first operand (a
 * multi-vector statement, not one of the SVE forms of the mnemonic)? */
static int past_first(const sme_state *st)
{
    /* only a statement whose first operand is a list of several vectors */
    size_t i0 = strspn(st->s, " \t");
    if (st->s[i0] != '{' || !strpbrk(st->s + i0, ",-") ||
        strcspn(st->s + i0, ",-") > strcspn(st->s + i0, "}"))
        return 0;
    int depth = 0;
    for (size_t i = 0; st->s[i]; i++) {
        if (st->s[i] == '{' || st->s[i] == '[')
            depth++;
        else if (st->s[i] == '}' || st->s[i] == ']')
            depth--;
        else if (st->s[i] == ',' && !depth)
            return (st->best_diag[0] ? st->best_diag_at : st->best_at) > i ||
                   st->hard_diag[0];
    }
    return 0;
}
/* The first word of a brace list in s that LLVM's list parsers take for
 * no register (a vector, predicate, tile or zt0 names one), or -1. */
static size_t list_not_vector(const char *s)
{
    for (size_t i = 0; s[i]; i++) {
        if (s[i] != '{')
            continue;
        size_t w = i + 1;
        while (s[w] == ' ' || s[w] == '\t')
            w++;
        char a = (char)tolower((unsigned char)s[w]);
        size_t d = w + 1 + (a == 'p' && tolower((unsigned char)s[w + 1]) == 'n');
        bool reg = (a == 'v' || a == 'z' || a == 'p') && isdigit((unsigned char)s[d]);
        bool sme = !strncasecmp(s + w, "za", 2) ||
                   (!strncasecmp(s + w, "zt0", 3) && !isalnum((unsigned char)s[w + 3]));
        if (!reg && !sme && (isalnum((unsigned char)s[w]) || s[w] == '_'))
            return w;
    }
    return (size_t)-1;
}

/* Offsets of the first three top-level operands of s (commas outside
 * brackets and braces); how many were found. */
static int operand_starts(const char *s, size_t at[3])
{
    int n = 0, depth = 0;
    size_t p = 0;
    while (s[p] == ' ' || s[p] == '\t')
        p++;
    if (!s[p])
        return 0;
    at[n++] = p;
    for (; s[p] && n < 3; p++) {
        if (s[p] == '[' || s[p] == '{')
            depth++;
        else if ((s[p] == ']' || s[p] == '}') && depth)
            depth--;
        else if (s[p] == ',' && !depth) {
            size_t e = p + 1;
            while (s[e] == ' ' || s[e] == '\t')
                e++;
            at[n++] = e;
        }
    }
    return n;
}

/* LLVM picks the custom parser of a tile slice or indexed predicate by the
 * operand's position, which a predicate's "/m" or "/z" (two more tokens)
 * moves: mova z0.s, p0, za0h.s[w12, 0] and psel p0, p1/z, p2.s[w12, 0]
 * read the third operand as a plain register, then fail at its '['.  The
 * '[' (offset into s), or -1. */
static size_t misplaced_index(const char *mn, const char *s)
{
    size_t at[3];
    if (operand_starts(s, at) < 3)
        return (size_t)-1;
    const char *pg = s + at[1], *third = s + at[2];
    size_t q = 0;
    while (isalnum((unsigned char)pg[q]) || pg[q] == '.')
        q++;
    bool qualified = pg[q] == '/';
    bool slice = !strncasecmp(third, "za", 2) && isdigit((unsigned char)third[2]) &&
                 (tolower((unsigned char)third[3]) == 'h' || tolower((unsigned char)third[3]) == 'v');
    bool pred = tolower((unsigned char)third[0]) == 'p' && isdigit((unsigned char)third[1]);
    bool shifted = (!strcmp(mn, "mova") || !strcmp(mn, "mov")) && tolower((unsigned char)s[at[0]]) == 'z' &&
                   isdigit((unsigned char)s[at[0] + 1]) && slice && !qualified;
    shifted = shifted || (!strcmp(mn, "psel") && pred && qualified);
    if (!shifted)
        return (size_t)-1;
    const char *b = strchr(third, '[');
    const char *stop = strpbrk(third, ",");
    return b && (!stop || b < stop) ? (size_t)(b - s) : (size_t)-1;
}

/* zero {zt0, ...} or zero {za0.s, zt0}: LLVM reads zt0 alone in braces
 * (the literal braces of zero's lookup-table form), a tile list up to its
 * first other word; the element it stops at (offset into s), 0 when the
 * list at z (its first word) is neither. */
static size_t zero_list_extra(const char *s, size_t z)
{
    bool zt0 = !strncasecmp(s + z, "zt0", 3) && !isalnum((unsigned char)s[z + 3]);
    bool tiles = !strncasecmp(s + z, "za", 2);
    if (!zt0 && !tiles)
        return 0;
    for (size_t p = z; s[p] && s[p] != '}'; p++) {
        if (s[p] != ',')
            continue;
        size_t e = p + 1;
        while (s[e] == ' ' || s[e] == '\t')
            e++;
        if (zt0 || (!strncasecmp(s + e, "zt", 2)))
            return e;
    }
    return 0;
}


/* The error of a statement no SME form took, as LLVM's matcher reports it
 * for the form that got furthest: that operand's own message, else "too
 * few operands" or "invalid operand" at the operand. */
static int sme_error(a64_cur *c, const char *mn, const sme_state *st, size_t ops_at)
{
    if (st->hard_diag[0])
        return a64_error(c, ops_at + st->hard_at, 1, "%s", st->hard_diag);
    /* LLVM's parser reads a za... word that names no tile slice as a
     * symbol (za4h.s has no tile 4): the '[' after it is the error */
    for (size_t i = 0; st->s[i]; i++) {
        if ((i && (isalnum((unsigned char)st->s[i - 1]) || st->s[i - 1] == '.')) ||
            strncasecmp(st->s + i, "za", 2))
            continue;
        size_t e = i + 2;
        while (isalnum((unsigned char)st->s[e]) || st->s[e] == '.' || st->s[e] == '_')
            e++;
        if (st->s[e] != '[' || e == i + 2 || st->s[i + 2] == '.')
            continue;
        char *end;
        unsigned long t = strtoul(st->s + i + 2, &end, 10);
        char dir = (char)tolower((unsigned char)*end);
        char el = end[1] == '.' ? (char)tolower((unsigned char)end[2]) : 0;
        const char *els = "bhsdq";
        const char *pel = el ? strchr(els, el) : NULL;
        int ok = end > st->s + i + 2 && (dir == 'h' || dir == 'v') && pel &&
                 end + 3 == st->s + e && t < (1ul << (pel - els));
        if (!ok)
            return a64_error(c, ops_at + e, 1, "unexpected token in argument list");
    }
    size_t at = st->best_at;
    if (st->ran_out)
        at = strlen(st->s);
    else if (st->best_diag[0] && st->best_diag_mn)
        return a64_error(c, c->mn_at, 1, "%s", st->best_diag);  /* a slice range */
    else if (st->best_diag[0])
        return a64_error(c, ops_at + st->best_diag_at, 1, "%s", st->best_diag);
    if (!st->s[at]) {
        /* the caret runs from the mnemonic over the operands, up to the
         * start of a last vector register with an element (LLVM's end of
         * such an operand is its start) */
        size_t n = strlen(st->s), last = 0;
        while (n && isspace((unsigned char)st->s[n - 1]))
            n--;
        int depth = 0;
        for (size_t i = 0; i < n; i++) {
            if (st->s[i] == '{' || st->s[i] == '[')
                depth++;
            else if (st->s[i] == '}' || st->s[i] == ']')
                depth--;
            else if (st->s[i] == ',' && !depth)
                last = i + 1;
        }
        while (st->s[last] == ' ' || st->s[last] == '\t')
            last++;
        const char *l = st->s + last;
        if (tolower((unsigned char)l[0]) == 'z' && isdigit((unsigned char)l[1]) &&
            strchr(l, '.') && !strpbrk(l, "[{") && st->ran_out_ok)
            n = last;
        return a64_error(c, c->mn_at, ops_at + n - c->mn_at, "too few operands for instruction");
    }
    if (st->s[at] == ',') {
        at++;
        while (st->s[at] == ' ' || st->s[at] == '\t')
            at++;
    }
    /* LLVM points at the operand's token, not into it (za4.s) */
    if (isalnum((unsigned char)st->s[at]) || st->s[at] == '.')
        while (at > 0 && (isalnum((unsigned char)st->s[at - 1]) || st->s[at - 1] == '.' ||
                          st->s[at - 1] == '_'))
            at--;
    size_t z = strspn(st->s, " \t");
    size_t idx = misplaced_index(mn, st->s);
    if (idx != (size_t)-1)
        return a64_error(c, ops_at + idx, 1, "unexpected token in argument list");
    size_t bad = list_not_vector(st->s);
    if (bad != (size_t)-1)
        return a64_not_vector(c, ops_at + bad);
    if (!strcmp(mn, "zero") && st->s[z] == '{') {
        /* zero {...} that names no tiles: at its first word, read as zero's
         * zt0 form when the CPU has SME2 */
        z++;
        while (st->s[z] == ' ' || st->s[z] == '\t')
            z++;
        size_t extra = zero_list_extra(st->s, z);
        if (extra)
            return a64_error(c, ops_at + extra, 1, "invalid operand for instruction");
        int sme2 = !c->feat || !c->feat->known || a64_feature_on(c->feat, "sme2");
        return a64_error(c, ops_at + z, 1, !sme2 ? "invalid operand for instruction"
                                                 : "Invalid lookup table, expected zt0");
    }
    if (!strncasecmp(st->s + at, "zt", 2) && isdigit((unsigned char)st->s[at + 2]) &&
        st->best_feat_ok)
        return a64_error(c, ops_at + at, 1, "Invalid lookup table, expected zt0");
    if (at > 0 && st->s[at - 1] == '{')
        at--;   /* a list's error is at its brace */
    return a64_error(c, ops_at + at, 1, "invalid operand for instruction");
}

/* ------------------------------------------------------------ driver */

/* Could operand text s[0..n) be an SME statement's: a word starting za or
 * zt (tiles, arrays, zt0), pn<digit>, a list's brace or a slice index
 * register ("[w12")?  Every SME form has one of these (a64_sme_opcode). */
static int sme_text(const char *s, size_t n)
{
    for (size_t i = 0; i < n; i++) {
        char a = (char)tolower((unsigned char)s[i]);
        if (a == '{')
            return 1;
        if (a == '[') {
            size_t k = i + 1;
            while (k < n && (s[k] == ' ' || s[k] == '\t'))
                k++;
            if (k < n && tolower((unsigned char)s[k]) == 'w')
                return 1;
            continue;
        }
        if (i && (isalnum((unsigned char)s[i - 1]) || s[i - 1] == '_' || s[i - 1] == '.'))
            continue;
        char b = i + 1 < n ? (char)tolower((unsigned char)s[i + 1]) : 0;
        if ((a == 'z' && (b == 'a' || b == 't')) ||
            (a == 'p' && b == 'n' && i + 2 < n && isdigit((unsigned char)s[i + 2])))
            return 1;
    }
    return 0;
}

/* Whether the statement is surely not an SME one, without matching: its
 * mnemonic has no SME form (nor mova's, for mov), or it has forms of other
 * extensions and no operand only SME takes (then no SME form matches and
 * the SME error is not the statement's: sme_words and past_first are
 * false).  Most statements leave here. */
/* Whether the first operand from at (its start in *first) is a general
 * register (x0, wsp, an alias of one). */
static bool gpr_first(const a64_cur *c, size_t at, size_t *first)
{
    while (at < c->end && (c->s[at] == ' ' || c->s[at] == '\t'))
        at++;
    *first = at;
    size_t e = at;
    while (e < c->end && (isalnum((unsigned char)c->s[e]) || c->s[e] == '_'))
        e++;
    a64_reg r;
    if (e == at || !(a64_reg_word(c->s + at, e - at, &r) || a64_req_find(c, c->s + at, e - at, &r)))
        return false;
    return r.kind == A64_R_X || r.kind == A64_R_W;
}

/* mov with a general register first (at first) that SME's forms failed
 * at that register: no SME mov writes one, and LLVM's matcher gets
 * furthest in the base bitmask-immediate form, at the second operand
 * (a64-base.c); -1. */
static int gpr_mov_error(a64_cur *c, size_t first)
{
    if (!c->err_msg || c->err2_msg || c->err_off != first ||
        strcmp(c->err_msg, "invalid operand for instruction") != 0)
        return -1;
    const char *comma = memchr(c->s + first, ',', c->end - first);
    if (!comma)
        return -1;
    free(c->err_msg);
    c->err_msg = NULL;
    c->err = 0;
    return a64_error(c, a64_next_token(c, (size_t)(comma - c->s) + 1), 1,
                     "expected compatible register or logical immediate");
}

static int not_sme(a64_cur *c, const char *mn, size_t ops_at)
{
    if (!strcmp(mn, "smstart") || !strcmp(mn, "smstop") || !strcmp(mn, "msr") ||
        !strncmp(mn, "while", 5) || !strcmp(mn, "zero") || !strcmp(mn, "cntp"))
        return 0;
    const a64_sme_forms *l = a64_sme_forms_of(c->fe, mn);
    if (!l)
        return 0;   /* (out of memory: the full path reports it) */
    if (!l->n) {
        if (strcmp(mn, "mov"))
            return 1;
        const a64_sme_forms *mova = a64_sme_forms_of(c->fe, "mova");
        if (mova && !mova->n)
            return 1;
    }
    return l->non_sme && !sme_text(c->s + ops_at, c->end > ops_at ? c->end - ops_at : 0);
}

/* Forget an error of a try whose text was not the input's. */
static void clear_error(a64_cur *c)
{
    free(c->err_msg);
    free(c->err2_msg);
    c->err_msg = c->err2_msg = NULL;
    c->err = 0;
    c->err3_invalid = 0;
}

static int sme_match_text(a64_cur *c, const char *mn, char *s, size_t ops_at, a64_match *m);

static int sme(a64_cur *c, const char *mn, size_t ops_at, a64_match *m);

/* (SME's operands are read from a copy of their text: they note no
 * symbols, asm-symtab.h; an SME instruction names none in practice) */
int a64_sme(a64_cur *c, const char *mn, size_t ops_at, a64_match *m)
{
    if (not_sme(c, mn, ops_at))
        return 0;
    mca_asm_symlog *was = mca_asm_symlog_use(NULL);
    int r = sme(c, mn, ops_at, m);
    mca_asm_symlog_use(was);
    size_t first;
    if (r < 0 && !strcmp(mn, "mov") && gpr_first(c, ops_at, &first))
        return gpr_mov_error(c, first);
    return r;
}

static int sme(a64_cur *c, const char *mn, size_t ops_at, a64_match *m)
{
    size_t n = c->end > ops_at ? c->end - ops_at : 0;
    char *s = malloc(n + 1);
    if (!s)
        return a64_error(c, ops_at, 1, "out of memory");
    memcpy(s, c->s + ops_at, n);
    s[n] = 0;
    /* a trailing comment is the statement's end */
    for (size_t k = 0; k < n; k++)
        if (s[k] == '/' && s[k + 1] == '/') {
            s[k] = 0;
            break;
        }
    /* .req aliases: the statement with their registers' names is matched
     * first; when it fails, the input's own text gives the error (its
     * columns) */
    int oom;
    char *x = a64_req_expand(c, s, &oom);
    if (oom) {
        free(s);
        return a64_error(c, ops_at, 1, "out of memory");
    }
    if (x) {
        int r = sme_match_text(c, mn, x, ops_at, m);
        free(x);
        if (r == 1) {
            free(s);
            return r;
        }
        clear_error(c);
        mca_strbuf_free(&m->text);
        mca_strbuf_init(&m->text);
        m->nops = 0;
    }
    int r = sme_match_text(c, mn, s, ops_at, m);
    free(s);
    return r;
}

/* a64_sme on the operand text s (owned by the caller). */
static int sme_match_text(a64_cur *c, const char *mn, char *s, size_t ops_at, a64_match *m)
{
    int r = streaming(c, mn, s, ops_at, m);
    if (r != 0)
        return r;
    r = while_counter(c, mn, s, ops_at, m);
    if (r == 0)
        r = cntp_counter(c, mn, s, ops_at, m);
    if (r != 0)
        return r;
    if (!strcmp(mn, "zero")) {
        size_t bad = 0;
        int mask = zero_mask(s, &bad);
        unsigned opc;
        if (mask >= 0 && mca_catalog_opcode_number(c->fe->cat, "ZERO_M", 6, &opc)) {
            m->opcode = opc;
            a64_put_imm(m, mask);
            print_zero(&m->text, mask, c->noalias);
            return 1;
        }
    }
    sme_state st;
    memset(&st, 0, sizeof st);
    st.fe = c->fe;
    st.outer = c;
    st.s = s;
    r = a64_sme_try(&st, mn, m);
    if (!r && !strcmp(mn, "mov"))
        r = a64_sme_try(&st, "mova", m);
    if (r < 0)
        return a64_error(c, ops_at, 1, "out of memory");
    if (r == 0 && st.tried && (!st.non_sme || sme_words(s) || past_first(&st)))
        r = sme_error(c, mn, &st, ops_at);
    if (r == 1 && m->text.failed)
        return a64_error(c, ops_at, 1, "out of memory");
    if (r == 1) {
        /* LDR/STR of a ZA vector: the slice index and the offset are one */
        const mca_opcode *op = mca_catalog_opcode(c->fe->cat, m->opcode);
        if (op && (!strcmp(op->name, "LDR_ZA") || !strcmp(op->name, "STR_ZA")) &&
            m->nops == 5 && m->ops[2].imm != m->ops[4].imm && sme_on(c)) {
            size_t k = ops_at;
            while (k < c->end && (c->s[k] == ' ' || c->s[k] == '\t'))
                k++;
            /* LLVM points at the slice's '[' */
            return a64_error(c, k + 2, 1,
                             "unpredictable instruction, immediate and offset mismatch.");
        }
    }
    return r;
}
