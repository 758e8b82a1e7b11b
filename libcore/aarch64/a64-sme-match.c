/* a64-sme-match: the SME statements the catalog's printed forms describe,
 * matched and printed as LLVM 22 reads and prints them (see a64-sme.c for
 * the operands).  A form's slots take: a ZA tile (za3.d, MPRnn classes)
 * or tile slice (za0h.s: the direction is the opcode's, _H_ or _V_); a
 * slice index, as a range a:b where the opcode's printer writes one (the
 * MCInst holds a / length); a register list of the slot's tuple class
 * (ZPR2Mul2, ZPR4Strided...: z0_z1 or z0_z8 as LLVM names them); any other
 * register of the slot's class; an immediate.  ", vgx2", an index xzr of
 * a tile load and an offset of 0 may be left out, and so may a tile
 * slice's braces.  A form that fails keeps where and why (the message
 * LLVM's matcher gives for that operand), so that a64-sme.c can report
 * the error of the form that got furthest. */
#include <config.h>

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "a64-sme.h"

static void set_diag(sme_state *st, size_t at, const char *fmt, int a, int b)
{
    st->diag_mn = 0;
    snprintf(st->diag, sizeof st->diag, fmt, a, b);
    st->diag_at = at;
}

/* ------------------------------------------------------------ opcodes */

static const char *class_name(const a64_fe *fe, int rc)
{
    const mca_regclass *cls = rc >= 0 ? mca_catalog_regclass(fe->cat, (unsigned)rc) : NULL;
    return cls && cls->name ? cls->name : "";
}

static int is_tile_class(const char *cn)
{
    return !strncmp(cn, "MPR", 3) && cn[3];
}

/* Registers in a list of class cn: ZPR2Mul2 2, ZPR4Strided 4; 1 none. */
static int list_count(const char *cn)
{
    if ((!strncmp(cn, "ZPR", 3) || !strncmp(cn, "PPR", 3)) && cn[3] >= '2' && cn[3] <= '4')
        return cn[3] - '0';
    return 1;
}

/* A register class only SME operands have (by its name). */
static int sme_class(const a64_fe *fe, int rc)
{
    const char *cn = class_name(fe, rc);
    return !strncmp(cn, "MPR", 3) || !strcmp(cn, "ZTR") || !strncmp(cn, "MatrixIndex", 11) ||
           strstr(cn, "Strided") || strstr(cn, "Mul2") || strstr(cn, "Mul4");
}

int a64_sme_opcode(const a64_fe *fe, const mca_opcode *op, const char *text,
                   unsigned char *known)
{
    unsigned ncls = mca_catalog_regclass_count(fe->cat);
    for (unsigned i = 0; i < op->op_count; i++) {
        if (op->ops[i].kind != MCA_OPND_REG)
            continue;
        int rc = op->ops[i].regclass;
        if (known && rc >= 0 && (unsigned)rc < ncls) {
            if (!known[rc])
                known[rc] = sme_class(fe, rc) ? 2 : 1;
            if (known[rc] == 2)
                return 1;
        } else if (sme_class(fe, rc)) {
            return 1;
        }
    }
    return strstr(text, " za") != NULL || strstr(text, "zt0") != NULL;
}

/* The length of the opcode's index ranges, as LLVM's printer writes them
 * (the multi-vector long multiply-adds of ZA and the moves and zeroings of
 * several slices): za.s[w8, 0:3] for SMLALL, za0h.s[w12, 0:1] for a two
 * vector MOVA. */
int a64_sme_index_range(const char *name)
{
    if (strstr(name, "MLALL") || strstr(name, "MLSLL"))
        return 4;
    if ((strstr(name, "MLAL") || strstr(name, "MLSL")) && strstr(name, "_M"))
        return 2;
    if ((!strncmp(name, "MOVA_", 5) || !strncmp(name, "MOVAZ_", 6)) && strstr(name, "_VG"))
        return 1;
    if (!strncmp(name, "MOVA_", 5) || !strncmp(name, "MOVAZ_", 6) ||
        !strncmp(name, "ZERO_MXI", 8))
        return strstr(name, "4Z") ? 4 : strstr(name, "2Z") ? 2 : 1;
    return 1;
}

char a64_sme_tile_dir(const char *name)
{
    size_t n = strlen(name);
    if (strstr(name, "_H_"))
        return 'h';
    if (strstr(name, "_V_"))
        return 'v';
    if (n > 2 && (!strcmp(name + n - 2, "_H") || !strcmp(name + n - 2, "_V")))
        return (char)tolower((unsigned char)name[n - 1]);
    return 0;
}

/* ------------------------------------------------------------ input */

void a64_sme_ws(sme_state *st)
{
    while (st->s[st->pos] == ' ' || st->s[st->pos] == '\t')
        st->pos++;
}

/* A register word at the input: letter(s) and number.  kind: 'x' 'w' 'z'
 * 'p' 'n' (pn); sp is x31 with *sp. */
int a64_sme_read_reg(sme_state *st, char *kind, unsigned *num, int *sp)
{
    const char *s = st->s + st->pos;
    size_t n = 0;
    while (isalnum((unsigned char)s[n]))
        n++;
    char w[8];
    if (!n || n >= sizeof w)
        return 0;
    for (size_t k = 0; k < n; k++)
        w[k] = (char)tolower((unsigned char)s[k]);
    w[n] = 0;
    *sp = 0;
    if (!strcmp(w, "sp") || !strcmp(w, "xzr") || !strcmp(w, "wzr")) {
        *kind = w[0] == 'w' ? 'w' : 'x';
        *num = 31;
        *sp = w[0] == 's';
        st->pos += n;
        return 1;
    }
    size_t p = 1;
    *kind = w[0];
    if (w[0] == 'p' && w[1] == 'n') {
        *kind = 'n';
        p = 2;
    }
    if (!strchr("xwzpn", *kind) || !isdigit((unsigned char)w[p]) || (w[p] == '0' && w[p + 1]))
        return 0;
    unsigned v = 0;
    for (; w[p]; p++) {
        if (!isdigit((unsigned char)w[p]))
            return 0;
        v = v * 10 + (unsigned)(w[p] - '0');
    }
    unsigned limit = *kind == 'p' || *kind == 'n' ? 16 : *kind == 'z' ? 32 : 31;
    if (v >= limit)
        return 0;
    *num = v;
    st->pos += n;
    return 1;
}

static unsigned catalog_reg(const a64_fe *fe, char kind, unsigned num, int sp)
{
    switch (kind) {
    case 'x': return sp ? fe->xsp : fe->reg[A64_R_X][num];
    case 'w': return sp ? fe->wsp : fe->reg[A64_R_W][num];
    case 'z': return fe->reg[A64_R_Z][num];
    case 'p': return fe->reg[A64_R_P][num];
    case 'n': return fe->reg[A64_R_PN][num];
    default: return 0;
    }
}

static int in_class(const a64_fe *fe, int rc, unsigned reg)
{
    const mca_regclass *cls = rc >= 0 ? mca_catalog_regclass(fe->cat, (unsigned)rc) : NULL;
    return reg && cls && mca_regclass_contains(cls, reg);
}

/* The only register of class rc, 0 when it has several. */
static unsigned sole_reg(const a64_fe *fe, int rc)
{
    const mca_regclass *cls = rc >= 0 ? mca_catalog_regclass(fe->cat, (unsigned)rc) : NULL;
    return cls && cls->reg_count == 1 ? cls->regs[0] : 0;
}

/* An integer at the input (decimal or 0x hex, optional sign), for ranges. */
static int read_int(sme_state *st, int64_t *v)
{
    const char *b = st->s + st->pos;
    char *e;
    if (!isdigit((unsigned char)*b) && !((*b == '-' || *b == '+') && isdigit((unsigned char)b[1])))
        return 0;
    long long x = strtoll(b, &e, 0);
    st->pos += (size_t)(e - b);
    *v = x;
    return 1;
}

/* A constant immediate (an optional '#' is taken by the caller). */
static int read_imm(sme_state *st, int64_t *v)
{
    {
        size_t save = st->pos;
        char k;
        unsigned n;
        int sp;
        if (a64_sme_read_reg(st, &k, &n, &sp)) {
            st->pos = save;
            return 0;
        }
    }
    a64_cur c;
    memset(&c, 0, sizeof c);
    c.s = st->s;
    c.pos = st->pos;
    c.end = strlen(st->s);
    c.fe = st->fe;
    c.labels = st->outer->labels;
    c.format = st->outer->format; /* (its specifiers) */
    a64_val val;
    if (a64_parse_expr(&c, &val) != 0) {
        free(c.err_msg);
        return 0;
    }
    free(c.err_msg);
    if (val.sym) {
        a64_val_free(&val);
        return 0;
    }
    st->pos = c.pos;
    *v = val.val;
    return 1;
}

/* ------------------------------------------------------------ matching */

/* The list "{ ... }" at form position f (at its '{') holds list slot n:
 * 1 with *n, *close (the '}'); 0 for other braces ({za0h.b[..]}, { zt0 }). */
static int form_list(const sme_state *st, const char *f, unsigned *n, const char **close)
{
    const char *c = strchr(f, '}');
    const char *at = strchr(f, '@');
    if (!c || !at || at > c)
        return 0;
    for (const char *p = f + 1; p < at; p++)
        if (*p != ' ')
            return 0;
    size_t len;
    unsigned k = a64_slot_num(at + 1, &len);
    if (k >= st->op->op_count || st->op->ops[k].kind != MCA_OPND_REG ||
        is_tile_class(class_name(st->fe, st->op->ops[k].regclass)))
        return 0;
    *n = k;
    *close = c;
    return 1;
}

/* A register list at the input for list slot n of the form list f..close. */
static int match_list_1(sme_state *st, const char *f, const char *close, unsigned n)
{
    /* the element suffix the form writes after @n ("" or ".s") */
    const char *at = strchr(f, '@');
    size_t len;
    a64_slot_num(at + 1, &len);
    const char *suf = at + 1 + len;
    size_t suflen = 0;
    while (suf + suflen < close && suf[suflen] != ',' && suf[suflen] != ' ')
        suflen++;
    a64_sme_ws(st);
    size_t list_at = st->pos;
    if (st->s[st->pos] != '{')
        return 0;
    st->pos++;
    unsigned nums[4];
    int count = 0, dash = 0;
    char kind0 = 0;
    for (;;) {
        a64_sme_ws(st);
        char kind;
        unsigned num;
        int sp;
        if (!st->s[st->pos]) {
            st->hard = 1;
            set_diag(st, st->pos, "'}' expected", 0, 0);
            return 0;
        }
        size_t reg_at = st->pos;
        if (count >= 4 || !a64_sme_read_reg(st, &kind, &num, &sp) || (kind != 'z' && kind != 'p'))
            return 0;
        if (!dash && count >= 2 && kind == 'z' &&
            (num + 32 - nums[count - 1]) % 32 != (nums[1] + 32 - nums[0]) % 32) {
            /* LLVM's list parser wants one stride */
            st->hard = 1;
            set_diag(st, reg_at, "registers must have the same sequential stride", 0, 0);
            return 0;
        }
        if (count && kind != kind0)
            return 0;
        kind0 = kind;
        if (strncasecmp(st->s + st->pos, suf, suflen) != 0)
            return 0;
        st->pos += suflen;
        if (isalnum((unsigned char)st->s[st->pos]) || st->s[st->pos] == '.')
            return 0;
        if (dash) {
            unsigned mod = kind == 'p' ? 16 : 32, first = nums[0];
            int total = (int)((num + mod - first) % mod) + 1;
            if (total > 4)
                return 0;
            for (int k = 1; k < total; k++)
                nums[k] = (first + (unsigned)k) % mod;
            count = total;
        } else {
            nums[count++] = num;
        }
        a64_sme_ws(st);
        if (!st->s[st->pos]) {
            st->hard = 1;
            set_diag(st, st->pos, "'}' expected", 0, 0);
            return 0;
        }
        if (st->s[st->pos] == '}') {
            st->pos++;
            break;
        }
        if (st->s[st->pos] == '-' && count == 1 && !dash) {
            dash = 1;
            st->pos++;
            continue;
        }
        if (st->s[st->pos] != ',' || dash)
            return 0;
        st->pos++;
    }
    const mca_opnd_desc *d = &st->op->ops[n];
    const char *cn = class_name(st->fe, d->regclass);
    if (count != list_count(cn)) {
        st->pos = list_at;
        return 0;
    }
    unsigned reg;
    if (count == 1) {
        reg = catalog_reg(st->fe, kind0, nums[0], 0);
    } else {
        char name[48];
        size_t o = 0;
        for (int k = 0; k < count; k++)
            o += (size_t)snprintf(name + o, sizeof name - o, "%s%c%u", k ? "_" : "",
                                  kind0 == 'z' ? 'Z' : 'P', nums[k]);
        reg = a64_named_reg(st->fe, name);
    }
    if (!in_class(st->fe, d->regclass, reg)) {
        int consecutive = 1;
        for (int k = 1; k < count; k++)
            consecutive &= nums[k] == (nums[k - 1] + 1) % 32;
        if ((strstr(cn, "Mul2") || strstr(cn, "Mul4")) && kind0 == 'z' && consecutive)
            set_diag(st, list_at, "Invalid vector list, expected list with %d consecutive SVE "
                     "vectors, where the first vector is a multiple of %d and with matching "
                     "element types", count, count);
        st->pos = list_at;
        return 0;
    }
    sme_slot *sl = &st->sl[n];
    if (sl->set)
        return sl->is_reg && sl->reg == reg;
    sl->set = sl->is_reg = 1;
    sl->reg = reg;
    sl->listn = count;
    sl->lk = kind0;
    memcpy(sl->nums, nums, sizeof nums);
    return 1;
}

/* A list operand that does not fit fails at its '{', as LLVM reports it. */
static int match_list(sme_state *st, const char *f, const char *close, unsigned n)
{
    a64_sme_ws(st);
    size_t at = st->pos;
    int r = match_list_1(st, f, close, n);
    if (!r)
        st->pos = at;
    return r;
}

/* Is the slot at form offset fi (its '@') the index after a slice
 * register ("[@2, @3" with @2 a MatrixIndex register)? */
static int slice_index(const sme_state *st, const char *f, size_t fi)
{
    size_t k = fi;
    if (k < 2 || f[k - 1] != ' ' || f[k - 2] != ',')
        return 0;
    k -= 2;
    while (k > 0 && isdigit((unsigned char)f[k - 1]))
        k--;
    if (k < 2 || f[k - 1] != '@' || f[k - 2] != '[')
        return 0;
    size_t len;
    unsigned r = a64_slot_num(f + k, &len);
    return r < st->op->op_count &&
           !strncmp(class_name(st->fe, st->op->ops[r].regclass), "MatrixIndex", 11);
}

/* The largest slice index of form f without a range: a tile's slices
 * (za0h.s[w12, 3]: 16 bytes / element size - 1), LDR/STR of ZA 15, the
 * ZA array's vector groups 7; -1 unknown. */
static int slice_limit(const sme_state *st, const char *f)
{
    for (unsigned i = 0; i < st->op->op_count; i++) {
        const char *cn = class_name(st->fe, st->op->ops[i].regclass);
        if (st->op->ops[i].kind == MCA_OPND_REG && is_tile_class(cn)) {
            int bits = atoi(cn + 3);
            return bits >= 8 && bits <= 128 ? 128 / bits - 1 : -1;
        }
    }
    if (!strcmp(st->op->name, "LDR_ZA") || !strcmp(st->op->name, "STR_ZA"))
        return 15;
    return strstr(f, "za.") ? 7 : -1;
}

/* Does the opcode take a ZA tile (the loads and stores of tile slices,
 * whose index register alone may be left out: the multi-vector loads
 * have an immediate form that [x0] selects)? */
static int has_tile(const sme_state *st)
{
    for (unsigned i = 0; i < st->op->op_count; i++)
        if (st->op->ops[i].kind == MCA_OPND_REG &&
            is_tile_class(class_name(st->fe, st->op->ops[i].regclass)))
            return 1;
    return 0;
}

/* LLVM's message for a bad slice range of the form being matched (range
 * st->range): writing a tile's slices "immediate must be an integer in
 * range [0, last slice]" (any mistake), reading them or a ZA array's
 * vector groups (a misaligned or too large first index, length_only
 * false) the "vector select offset" of the range's operand class.  0 when
 * LLVM has none for the case (then: invalid operand). */
static int range_diag(sme_state *st, const char *f, size_t imm_at, bool length_only)
{
    static const char general[] =
        "vector select offset must be an immediate range of the form <immf>:<imml>, where "
        "the first immediate is a multiple of %d in the range [0, %d] or [0, %d] depending "
        "on the instruction, and the second immediate is immf + %d.";
    int r = st->range;
    size_t p = strspn(st->s, " \t");
    bool tile = has_tile(st), write = !strncasecmp(st->s + p, "za", 2);
    int slices = tile ? slice_limit(st, f) + 1 : 0;
    char msg[sizeof st->diag];
    if (tile && write) {
        snprintf(msg, sizeof msg, "immediate must be an integer in range [0, %d].", slices - 1);
    } else if (length_only || (r != 2 && r != 4)) {
        return 0;
    } else if (tile && slices / r <= 1) {
        snprintf(msg, sizeof msg, "vector select offset must be the immediate range 0:%d.",
                 r - 1);
    } else if (tile && r == 2 && slices / r == 2) {
        snprintf(msg, sizeof msg, "vector select offset must be an immediate range of the "
                 "form <immf>:<imml>, where the first immediate is a multiple of 2 in the "
                 "range [0, 2], and the second immediate is immf + 1.");
    } else {
        snprintf(msg, sizeof msg, general, r, r == 2 ? 6 : 4, r == 2 ? 14 : 12, r - 1);
    }
    snprintf(st->diag, sizeof st->diag, "%s", msg);
    st->diag_at = imm_at;
    return 1;
}

/* Whether an aligned range a:b of the right length lies past what the form
 * encodes: a tile's slices, or a single-vector ZA array form's 16 vector
 * groups. */
static bool range_beyond(const sme_state *st, const char *f, int64_t a, int64_t b)
{
    if (has_tile(st)) { /* a .d tile's four slices are its one range 0:3 */
        int slices = slice_limit(st, f) + 1;
        return a < 0 || a > (slices > st->range ? slices - st->range : 0);
    }
    (void)f;
    (void)b;
    return a < 0 || a > 16 - st->range;
}


/* The message of a restricted Z register class (ZPR_4b: z0..z15) for
 * element el; 0 for other classes. */
static int restricted_diag(sme_state *st, const char *cn, char el, size_t at)
{
    char msg[96];
    if (!strcmp(cn, "ZPR_4b") || !strcmp(cn, "ZPR_3b"))
        snprintf(msg, sizeof msg, "Invalid restricted vector register, expected z0.%c..z%d.%c",
                 el, cn[4] == '4' ? 15 : 7, el);
    else if (!strcmp(cn, "ZPRMul2_Lo") || !strcmp(cn, "ZPRMul2_Hi"))
        snprintf(msg, sizeof msg, "Invalid restricted vector register, expected even register "
                 "in z%d.%c..z%d.%c", cn[8] == 'L' ? 0 : 16, el, cn[8] == 'L' ? 14 : 30, el);
    else
        return 0;
    snprintf(st->diag, sizeof st->diag, "%s", msg);
    st->diag_at = at;
    return 1;
}

static int match_form_1(sme_state *st, const char *f)
{
    size_t fi = 0;
    int nobrace = 0;
    size_t index_at = (size_t)-1; /* the last register before ", lsl #" */
    st->pos = 0;
    memset(st->sl, 0, sizeof st->sl);
    for (;;) {
        while (f[fi] == ' ')
            fi++;
        a64_sme_ws(st);
        char fc = f[fi], ic = st->s[st->pos];
        if (!fc)
            return ic == 0;
        /* ", vgx2" may be left out */
        if (fc == ',' && ic == ']') {
            size_t k = fi + 1;
            while (f[k] == ' ')
                k++;
            if (!strncmp(f + k, "vgx", 3) && f[k + 4] == ']') {
                fi = k + 4;
                continue;
            }
            /* so may an index xzr: [x0] for [x0, xzr, lsl #2] */
            if (!strncmp(f + fi, ", @", 3)) {
                size_t len;
                unsigned n = a64_slot_num(f + fi + 3, &len);
                const char *after = f + fi + 3 + len;
                if (!strncmp(after, ", lsl #", 7))
                    after += 7 + strspn(after + 7, "0123456789");
                if (n < SME_SLOTS && n < st->op->op_count && !st->sl[n].set && *after == ']' &&
                    !strcmp(class_name(st->fe, st->op->ops[n].regclass), "GPR64") &&
                    has_tile(st)) {
                    st->sl[n].set = st->sl[n].is_reg = 1;
                    st->sl[n].reg = st->fe->reg[A64_R_X][31];
                    fi = (size_t)(after - f);
                    continue;
                }
            }
            /* so may an offset of 0: [x0] for [x0, #0, mul vl] */
            if (!strncmp(f + fi, ", #@", 4)) {
                size_t len;
                unsigned n = a64_slot_num(f + fi + 4, &len);
                const char *after = f + fi + 4 + len;
                if (n < SME_SLOTS && !st->sl[n].set &&
                    (*after == ']' || !strncmp(after, ", mul vl]", 9))) {
                    st->sl[n].set = 1;
                    st->sl[n].imm = 0;
                    fi = (size_t)(after - f) + (*after == ']' ? 0 : 8);
                    continue;
                }
            }
        }
        unsigned ln;
        const char *close;
        if (fc == '{' && form_list(st, f + fi, &ln, &close)) {
            if (!match_list(st, f + fi, close, ln))
                return 0;
            fi = (size_t)(close - f) + 1;
            continue;
        }
        /* a tile slice's braces may be left out: za0h.s[w12, 0] */
        if (fc == '{' && ic != '{' && !nobrace &&
            (f[fi + 1] == '@' || !strncmp(f + fi + 1, "za", 2))) {
            nobrace = 1;
            fi++;
            continue;
        }
        if (fc == '}' && nobrace) {
            nobrace = 0;
            fi++;
            continue;
        }
        if (fc != '@') {
            if (tolower((unsigned char)ic) != fc) {
                /* the index register of a slice load/store needs the form's shift */
                const char *lsl = fi >= 7 ? strstr(f + fi - 7, ", lsl #") : NULL;
                if (lsl && lsl <= f + fi && index_at != (size_t)-1) {
                    char k[4] = { 0 };
                    size_t kn = strspn(lsl + 7, "0123456789");
                    memcpy(k, lsl + 7, kn < 3 ? kn : 3);
                    snprintf(st->diag, sizeof st->diag, "register must be x0..x30 or xzr, with "
                             "required shift 'lsl #%s'", k);
                    st->diag_at = index_at;
                }
                return 0;
            }
            fi++;
            st->pos++;
            continue;
        }
        size_t len;
        unsigned n = a64_slot_num(f + fi + 1, &len);
        size_t slot_at = fi;
        fi += 1 + len;
        if (n >= st->op->op_count || n >= SME_SLOTS)
            return 0;
        const mca_opnd_desc *d = &st->op->ops[n];
        sme_slot *sl = &st->sl[n];
        if (d->kind == MCA_OPND_REG) {
            const char *cn = class_name(st->fe, d->regclass);
            unsigned reg;
            size_t reg_at = st->pos;
            char reg_at_kind = 0;
            if (is_tile_class(cn)) {
                const char *s = st->s + st->pos;
                if (tolower((unsigned char)s[0]) != 'z' || tolower((unsigned char)s[1]) != 'a' ||
                    !isdigit((unsigned char)s[2]))
                    return 0;
                char *e;
                unsigned long t = strtoul(s + 2, &e, 10);
                if ((s[2] == '0' && e > s + 3) || t > 15)
                    return 0;
                char dir = (char)tolower((unsigned char)*e);
                /* a tile vector (".s[") takes the opcode's direction */
                const char *rest = f + fi;
                int vector = rest[0] == '.' && strchr(rest, '[') &&
                             strcspn(rest, "[") < strcspn(rest, ",");
                {
                    /* a well-formed tile of another size: LLVM names the
                     * tiles the form takes */
                    const char *ee = e + (dir == 'h' || dir == 'v');
                    const char *els = "bhsdq", *pin = NULL;
                    if (ee[0] == '.' && ee[1])
                        pin = strchr(els, tolower((unsigned char)ee[1]));
                    int bits = atoi(cn + 3), n_tiles = bits >= 8 && bits <= 128 ? bits / 8 : 0;
                    int is_vec_in = dir == 'h' || dir == 'v';
                    if (pin && !isalnum((unsigned char)ee[2]) && t < (1ul << (pin - els)) &&
                        rest[0] == '.' && n_tiles > 1 && is_vec_in == vector &&
                        (tolower((unsigned char)ee[1]) != rest[1] || t >= (unsigned long)n_tiles)) {
                        if (vector)
                            snprintf(st->diag, sizeof st->diag, "invalid matrix operand, expected "
                                     "za[0-%d]h.%c or za[0-%d]v.%c", n_tiles - 1, rest[1],
                                     n_tiles - 1, rest[1]);
                        else
                            snprintf(st->diag, sizeof st->diag, "invalid matrix operand, expected "
                                     "za[0-%d].%c", n_tiles - 1, rest[1]);
                        st->diag_at = reg_at;
                        return 0;
                    }
                }
                if (vector ? dir != st->hv || !dir : dir == 'h' || dir == 'v')
                    return 0;
                if (dir == 'h' || dir == 'v')
                    e++;
                if (isalnum((unsigned char)*e))
                    return 0;
                static const char letters[] = { 'B', 'H', 'S', 'D', 'Q' };
                int bits = atoi(cn + 3), li = bits == 8 ? 0 : bits == 16 ? 1 : bits == 32 ? 2
                                                          : bits == 64 ? 3 : 4;
                char name[12];
                snprintf(name, sizeof name, "ZA%c%lu", letters[li], t);
                reg = a64_named_reg(st->fe, name);
                st->pos = (size_t)(e - st->s);
            } else {
                char kind;
                unsigned num;
                int sp;
                if (!a64_sme_read_reg(st, &kind, &num, &sp)) {
                    if (!strncmp(cn, "MatrixIndexGPR32_", 17)) {
                        int lo = !strcmp(cn + 17, "12_15") ? 12 : 8;
                        set_diag(st, reg_at, "operand must be a register in range [w%d, w%d]",
                                 lo, lo + 3);
                    }
                    return 0;
                }
                reg_at_kind = kind;
                if (!strncmp(f + fi, ", lsl #", 7))
                    index_at = reg_at;
                /* psel's predicate operands take pN and pnN alike: the
                 * MCInst holds pN, printed so */
                if (kind == 'n' && !strcmp(cn, "PPRorPNR") && !strncmp(st->op->name, "PSEL", 4))
                    kind = 'p';
                reg = catalog_reg(st->fe, kind, num, sp);
            }
            if (!in_class(st->fe, d->regclass, reg)) {
                if (!strcmp(cn, "PPR_3b") && reg_at_kind == 'p')
                    set_diag(st, reg_at, "invalid restricted predicate register, expected "
                             "p0..p7 (without element suffix)", 0, 0);
                else if (!strcmp(cn, "PNR_p8to15") && reg_at_kind == 'n')
                    set_diag(st, reg_at, "invalid restricted predicate-as-counter register "
                             "expected pn8..pn15", 0, 0);
                else if (reg_at_kind == 'z' && f[fi] == '.')
                    restricted_diag(st, cn, f[fi + 1], reg_at);
                else if (reg_at_kind == 'w' && !strncmp(cn, "MatrixIndexGPR32_", 17)) {
                    int lo = !strcmp(cn + 17, "12_15") ? 12 : 8;
                    set_diag(st, reg_at, "operand must be a register in range [w%d, w%d]", lo,
                             lo + 3);
                }
                st->pos = reg_at;
                return 0;
            }
            /* a register of the right kind whose element is not the form's */
            if (f[fi] == '.' && st->s[st->pos] == '.' && isalpha((unsigned char)f[fi + 1]) &&
                tolower((unsigned char)st->s[st->pos + 1]) != f[fi + 1] &&
                (reg_at_kind == 'z' || reg_at_kind == 'p')) {
                if (!restricted_diag(st, cn, f[fi + 1], reg_at))
                    set_diag(st, reg_at, "invalid element width", 0, 0);
            }
            if (sl->set) {
                if (!sl->is_reg || sl->reg != reg)
                    return 0;
            } else {
                sl->set = sl->is_reg = 1;
                sl->reg = reg;
            }
            continue;
        }
        int64_t v;
        size_t hash_at = st->pos;
        if (slice_index(st, f, slot_at)) {
            size_t imm_at = st->pos;
            if (!read_int(st, &v))
                return 0;
            int hi = slice_limit(st, f);
            if (st->range == 1) {
                /* LLVM reads "a:b" as one range operand whatever the form;
                 * a form without one fails on it, at the mnemonic */
                size_t p = st->pos;
                while (st->s[p] == ' ' || st->s[p] == '\t')
                    p++;
                if (st->s[p] == ':') {
                    size_t w = strspn(st->s, " \t");
                    if (hi >= 0 && (!has_tile(st) || !strncasecmp(st->s + w, "za", 2)))
                        set_diag(st, imm_at, "immediate must be an integer in range [0, %d].",
                                 hi, 0);
                    else
                        set_diag(st, imm_at, "invalid operand for instruction", 0, 0);
                    st->diag_mn = 1;
                    return 0;
                }
            }
            if (st->range == 1 && hi >= 0 && (v < 0 || v > hi)) {
                if (hi == 0)
                    set_diag(st, imm_at, "immediate must be 0.", 0, 0);
                else
                    set_diag(st, imm_at, "immediate must be an integer in range [%d, %d].", 0,
                             hi);
                st->pos = imm_at;
                return 0;
            }
            if (st->range > 1) {
                int64_t last;
                a64_sme_ws(st);
                if (st->s[st->pos] != ':') {
                    st->pos = imm_at;   /* the immediate is the operand */
                    return 0;
                }
                st->pos++;
                a64_sme_ws(st);
                if (!read_int(st, &last))
                    return 0;
                /* LLVM reports a range that does not fit at the mnemonic */
                if (last - v + 1 != st->range) {
                    if (!range_diag(st, f, imm_at, true))
                        set_diag(st, imm_at, "invalid operand for instruction", 0, 0);
                    st->diag_mn = 1;
                    return 0;
                }
                const char *vgx = strstr(st->s + st->pos, "vgx");
                const char *rb = strchr(st->s + st->pos, ']');
                if (vgx && rb && vgx < rb && !(v % st->range) &&
                    v > (st->range == 2 ? 6 : 4) && v <= 16 - st->range) {
                    /* a vgx form's range past its 4 (or 2) vector groups
                     * fails at the slice's ']' (past 16, as the others) */
                    set_diag(st, (size_t)(rb - st->s), "invalid operand for instruction", 0,
                             0);
                    return 0;
                }
                if (v % st->range || range_beyond(st, f, v, last)) {
                    if (!range_diag(st, f, imm_at, false))
                        set_diag(st, imm_at, "invalid operand for instruction", 0, 0);
                    st->diag_mn = 1;
                    return 0;
                }
                v /= st->range;
            }
        } else {
            if (st->s[st->pos] == '#')
                st->pos++;
            if (!read_imm(st, &v))
                return 0;
        }
        if (slot_at > 0 && f[slot_at - 1] == '#' && !strncmp(f + fi, ", mul vl]", 9)) {
            /* a multi-vector load or store steps by its list's size, over
             * [-8, 7] steps (ldr za has its own range); outside, the
             * immediate is the operand that failed, before any feature is
             * looked at */
            int count = 1;
            for (unsigned k = 0; k < SME_SLOTS; k++)
                if (st->sl[k].listn > count)
                    count = st->sl[k].listn;
            if (v % count ||
                (count > 1 && (v < -8 * (int64_t)count || v > 7 * (int64_t)count))) {
                /* (the form's '#' was matched already) */
                st->pos = hash_at > 0 && st->s[hash_at - 1] == '#' ? hash_at - 1 : hash_at;
                return 0;
            }
            sl->scale = count;
        }
        if (sl->set) {
            if (sl->is_reg || sl->imm != v)
                return 0;
        } else {
            sl->set = 1;
            sl->imm = v;
        }
    }
}

/* Match form f, keeping where the form that got furthest failed. */
/* Whether the CPU has the current form's features: a form whose features
 * are off still matches (LLVM then says which it requires) but gives no
 * operand message of its own.  Asked only where a failed form's message
 * is kept (most forms of a statement fail where an earlier one did). */
static int form_feat_ok(sme_state *st)
{
    if (st->feat_ok < 0) {
        mca_strbuf need;
        mca_strbuf_init(&need);
        st->feat_ok = !st->outer->feat ||
                      !a64_features_missing(st->outer->feat, st->op->number, &need);
        mca_strbuf_free(&need);
    }
    return st->feat_ok;
}

static int match_form(sme_state *st, const char *f)
{
    st->diag[0] = 0;
    st->hard = 0;
    int r = match_form_1(st, f);
    if (r)
        return r;
    if (st->hard && !st->hard_diag[0]) {
        snprintf(st->hard_diag, sizeof st->hard_diag, "%s", st->diag);
        st->hard_at = st->diag_at;
    }
    if (st->diag[0] && !st->hard && !form_feat_ok(st)) {
        /* its operand fails at the message's operand, as "invalid operand"
         * (a slice range's still at the mnemonic) */
        if (st->diag_mn) {
            snprintf(st->diag, sizeof st->diag, "invalid operand for instruction");
        } else {
            st->pos = st->diag_at;
            st->diag[0] = 0;
        }
    }
    a64_sme_ws(st);
    size_t at = st->diag[0] ? st->diag_at : st->pos;
    if (!st->diag[0] && st->s[at]) {
        /* LLVM's matcher fails an operand as a whole: a form that failed
         * inside a token (the literal za0h.b of st1b {za0h.b[...]}) got to
         * the operand's start, a list's brace */
        if (isalnum((unsigned char)st->s[at]) || st->s[at] == '.' || st->s[at] == '_')
            while (at > 0 && (isalnum((unsigned char)st->s[at - 1]) || st->s[at - 1] == '.' ||
                              st->s[at - 1] == '_'))
                at--;
        size_t b = at;
        while (b > 0 && (st->s[b - 1] == ' ' || st->s[b - 1] == '\t'))
            b--;
        if (b > 0 && st->s[b - 1] == '{')
            at = b - 1;
    }
    if (!st->diag[0] && !st->s[at]) {
        st->ran_out = 1;   /* LLVM reports too few operands before the rest */
        st->ran_out_ok |= form_feat_ok(st);
    }
    if (!st->tried || at > st->best_at || (at == st->best_at && st->diag[0] &&
                                            !st->best_diag[0])) {
        st->tried = 1;
        st->best_at = at;
        st->best_feat_ok = form_feat_ok(st);
        st->best_diag_mn = st->diag[0] && st->diag_mn;
        snprintf(st->best_diag, sizeof st->best_diag, "%s", st->diag);
        st->best_diag_at = st->diag_at;
    }
    return 0;
}

/* The MCInst's operands from the slots; 0 when one has no value. */
static int fill(sme_state *st, a64_match *m)
{
    m->nops = 0;
    for (unsigned i = 0; i < st->op->op_count; i++) {
        const mca_opnd_desc *d = &st->op->ops[i];
        const sme_slot *sl = i < SME_SLOTS ? &st->sl[i] : NULL;
        if (sl && sl->set) {
            if (sl->is_reg)
                a64_put_reg(m, sl->reg);
            else
                a64_put_imm(m, sl->scale > 1 ? sl->imm / sl->scale : sl->imm);
        } else if (d->tied >= 0 && (unsigned)d->tied < i) {
            m->ops[m->nops++] = m->ops[d->tied];
        } else if (d->kind == MCA_OPND_REG && sole_reg(st->fe, d->regclass)) {
            a64_put_reg(m, sole_reg(st->fe, d->regclass));
        } else {
            return 0;
        }
    }
    return 1;
}

/* ------------------------------------------------------------ printing */

static void print_form(sme_state *st, a64_match *m, const char *text)
{
    size_t ml = strcspn(text, " ");
    if (ml == 4 && !strncmp(text, "mova", 4) && !st->outer->noalias)
        mca_strbuf_puts(&m->text, "mov");   /* LLVM's printer prefers the alias */
    else
        mca_strbuf_put(&m->text, text, ml);
    if (!text[ml])
        return;
    mca_strbuf_putc(&m->text, '\t');
    for (const char *f = text + ml + 1; *f; f++) {
        if (*f == ',' && !strncmp(f, ", #@", 4)) {
            size_t len;
            unsigned n = a64_slot_num(f + 4, &len);
            const char *after = f + 4 + len;
            if (n < SME_SLOTS && !st->sl[n].is_reg && st->sl[n].imm == 0 &&
                (*after == ']' || !strncmp(after, ", mul vl]", 9))) {
                f = after - 1 + (*after == ']' ? 0 : 8);
                continue;
            }
        }
        if (*f == ',' && f[1] == ' ' && f[2] == '@') {
            /* an index xzr is not printed: [x0] */
            size_t len;
            unsigned n = a64_slot_num(f + 3, &len);
            const char *after = f + 3 + len;
            if (!strncmp(after, ", lsl #", 7))
                after += 7 + strspn(after + 7, "0123456789");
            if (n < SME_SLOTS && *after == ']' && st->sl[n].is_reg && !st->sl[n].listn &&
                st->sl[n].reg == st->fe->reg[A64_R_X][31] && has_tile(st) &&
                !strcmp(class_name(st->fe, st->op->ops[n].regclass), "GPR64")) {
                f = after - 1;
                continue;
            }
        }
        unsigned ln;
        const char *close;
        if (*f == '{' && form_list(st, f, &ln, &close) && st->sl[ln].listn > 1) {
            /* "{ z0.s - z3.s }" as LLVM prints it: a range unless it wraps */
            const sme_slot *sl = &st->sl[ln];
            const char *at = strchr(f, '@');
            size_t len;
            a64_slot_num(at + 1, &len);
            const char *suf = at + 1 + len;
            int suflen = (int)strcspn(suf, ", }");
            int dash = strstr(f, " - ") && strstr(f, " - ") < close;
            mca_strbuf_puts(&m->text, "{ ");
            if (dash && sl->nums[sl->listn - 1] > sl->nums[0]) {
                mca_strbuf_printf(&m->text, "%c%u%.*s - %c%u%.*s", sl->lk, sl->nums[0], suflen,
                                  suf, sl->lk, sl->nums[sl->listn - 1], suflen, suf);
            } else {
                for (int k = 0; k < sl->listn; k++)
                    mca_strbuf_printf(&m->text, "%s%c%u%.*s", k ? ", " : "", sl->lk,
                                      sl->nums[k], suflen, suf);
            }
            mca_strbuf_puts(&m->text, " }");
            f = close;
            continue;
        }
        if (*f == '[' && f[1] == '@' && f - text >= 3 && !strncmp(f - 3, "zt0", 3)) {
            size_t len;
            unsigned n = a64_slot_num(f + 2, &len);
            if (n < SME_SLOTS && !st->sl[n].is_reg && st->sl[n].imm == 0 &&
                !strncmp(f + 2 + len, ", mul vl]", 9)) {
                f += 2 + len + 8;   /* movt zt0[0, mul vl], z0 is movt zt0, z0 */
                continue;
            }
        }
        if (*f != '@') {
            mca_strbuf_putc(&m->text, *f);
            continue;
        }
        const char *at = f;
        size_t len;
        unsigned n = a64_slot_num(f + 1, &len);
        f += len;
        if (n >= SME_SLOTS)
            continue;
        const sme_slot *sl = &st->sl[n];
        if (sl->is_reg) {
            char buf[32];
            a64_reg_text(st->fe, sl->reg, buf, sizeof buf);
            if (!strncmp(buf, "za", 2) && isalpha((unsigned char)buf[2])) {
                /* a tile: zaN, a tile vector zaNh / zaNv */
                const char *rest = f + 1;
                int vector = rest[0] == '.' && strchr(rest, '[') &&
                             strcspn(rest, "[") < strcspn(rest, ",");
                mca_strbuf_printf(&m->text, "za%s", buf + 3);
                if (vector && st->hv)
                    mca_strbuf_putc(&m->text, st->hv);
            } else {
                mca_strbuf_puts(&m->text, buf);
            }
        } else if (slice_index(st, text, (size_t)(at - text)) && st->range > 1) {
            /* a range is printed as immediates (hex with -print-imm-hex) */
            a64_imm_text(&m->text, sl->imm * st->range, m->hex);
            mca_strbuf_putc(&m->text, ':');
            a64_imm_text(&m->text, sl->imm * st->range + st->range - 1, m->hex);
        } else {
            a64_imm_text(&m->text, sl->imm, m->hex && at > text && at[-1] == '#');
        }
    }
}

/* ------------------------------------------------------------ forms */

int a64_sme_try(sme_state *st, const char *mn, a64_match *m)
{
    const a64_sme_forms *l = a64_sme_forms_of(st->fe, mn);
    if (!l)
        return -1;
    st->non_sme += l->non_sme;
    for (size_t k = 0; k < l->n; k++) {
        mca_form form;
        const mca_form_ref *ref = &l->forms[k].ref;
        if (!mca_catalog_form(st->fe->cat, ref->opcode, ref->form, &form))
            continue;
        const mca_opcode *op = mca_catalog_opcode(st->fe->cat, ref->opcode);
        if (!op)
            continue;
        st->op = op;
        st->hv = l->forms[k].hv;
        st->range = l->forms[k].range;
        const char *sp = strchr(form.text, ' ');
        st->feat_ok = -1;   /* not known yet (form_feat_ok) */
        if (!match_form(st, sp ? sp + 1 : ""))
            continue;
        a64_match t = *m;
        if (!fill(st, &t))
            continue;
        t.opcode = op->number;
        *m = t;
        print_form(st, m, form.text);
        return 1;
    }
    return 0;
}
