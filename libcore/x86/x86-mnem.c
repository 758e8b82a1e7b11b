/* x86-mnem: mnemonic rewriting before matching: condition-code aliases
 * (jz, cmovnae, setc), sal, and the compare families whose condition is in
 * the mnemonic (cmpltps, vpcomgeb, vpcmpnltd, pclmullqhqdq) or in an
 * explicit immediate. */
#include <config.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "x86-internal.h"

static const char *const cc_alias[][2] = {
    { "z", "e" }, { "nz", "ne" }, { "c", "b" }, { "nae", "b" }, { "nc", "ae" },
    { "nb", "ae" }, { "na", "be" }, { "nbe", "a" }, { "pe", "p" }, { "po", "np" },
    { "nge", "l" }, { "nl", "ge" }, { "ng", "le" }, { "nle", "g" },
};

/* Rewrite assembler aliases of m in place (buffer has room for 8 more). */
void x86_canon_mnemonic(char *m, int intel)
{
    /* every family below starts with 's', 'c' or 'j' (most mnemonics
     * leave here) */
    if (m[0] != 's' && m[0] != 'c' && m[0] != 'j')
        return;
    /* sal (Intel) and salb/salw/sall/salq are shl; salc is itself */
    if (strncmp(m, "sal", 3) == 0 && (m[3] == 0 || (strchr("bwlq", m[3]) && m[4] == 0))) {
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
int x86_cc_rewrite(const mca_x86 *fe, int variant, x86_stmt *st)
{
    int intel = variant == MCA_X86_INTEL;
    char *m = st->mnem;
    /* every family below starts "cmp", "vcmp", "vpc" or "pc": the other
     * mnemonics (most statements) leave at once */
    if (!(m[0] == 'c' || (m[0] == 'p' && m[1] == 'c') ||
          (m[0] == 'v' && (m[1] == 'c' || (m[1] == 'p' && m[2] == 'c')))))
        return 0;
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
