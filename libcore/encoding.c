/* encoding: -show-encoding's bytes through LLVM's assembler (see
 * mca/encoding.h). */
#include <config.h>

#include "mca/encoding.h"

#include <ctype.h>
#include <stdbool.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "isa.h"
#include "llvm.h"
#include "mca/strbuf.h"
#include "strmap.h"

/* Marker symbols: MARK<statement index> before each statement. */
#define MARK "__mca_encoding_statement_"

/* The assembler's input, and which source offset each of its lines
 * starts at (so that LLVM's errors can be located in the input). */
typedef struct {
    mca_strbuf text;
    size_t *line_src;      /* per line; MCA_NO_OFFSET for lines we made */
    size_t lines, cap;
    mca_strmap labels;     /* the labels the input defines */
    mca_strmap temps;      /* the .L symbols its instructions name */
    bool labels_in_text;   /* labels stay in .text (see run) */
    const mca_isa *isa;    /* whose directives are kept */
} blob;

static int blob_line(blob *b, size_t src_offset, const char *s, size_t n)
{
    if (b->lines == b->cap) {
        size_t cap = b->cap ? b->cap * 2 : 256;
        size_t *l = realloc(b->line_src, cap * sizeof *l);
        if (!l)
            return -1;
        b->line_src = l;
        b->cap = cap;
    }
    b->line_src[b->lines++] = src_offset;
    size_t start = b->text.len;
    mca_strbuf_put(&b->text, s, n);
    mca_strbuf_putc(&b->text, '\n');
    if (b->text.failed)
        return -1;
    /* A statement can span lines through a block comment (blanked, its
     * newlines kept); LLVM must see one line. */
    for (size_t i = start; i < start + n; i++)
        if (b->text.data[i] == '\n' || b->text.data[i] == '\r' || b->text.data[i] == 0)
            b->text.data[i] = ' ';
    return 0;
}

static bool ident_start(int c)
{
    return isalpha(c) || c == '_' || c == '.' || c == '$' || c == '@' || c == '?' || c >= 0x80;
}

static bool ident_char(int c)
{
    return ident_start(c) || isdigit(c);
}

static size_t skip_blanks(const char *s, size_t i, size_t end)
{
    while (i < end && (s[i] == ' ' || s[i] == '\t' || s[i] == '\r' || s[i] == '\n' ||
                       s[i] == '\f' || s[i] == '\v'))
        i++;
    return i;
}

/* Length of the label ("foo:", "1:") at s[i], 0 when there is none: the
 * front end's rule (the colon right after the name, not "::"). */
static size_t label_at(const char *s, size_t i, size_t end)
{
    size_t j = i;
    if (j < end && ident_start((unsigned char)s[j])) {
        while (j < end && ident_char((unsigned char)s[j]))
            j++;
    } else {
        while (j < end && isdigit((unsigned char)s[j]))
            j++;
    }
    if (j == i || j >= end || s[j] != ':' || (j + 1 < end && s[j + 1] == ':'))
        return 0;
    return j + 1 - i;
}

/* Is s[i, end) a directive that changes how the assembler reads or
 * encodes what follows? */
static bool kept_directive(const mca_isa *isa, const char *s, size_t i, size_t end)
{
    size_t n = i;
    while (n < end && ident_char((unsigned char)s[n]))
        n++;
    for (const char *const *k = isa->mode_directives; k && *k; k++)
        if (n - i == strlen(*k) && !strncasecmp(s + i, *k, n - i))
            return true;
    /* symbols the instructions use take their values (libcore/asm) */
    static const char *const assign[] = { ".set", ".equ", ".equiv" };
    for (size_t k = 0; k < sizeof assign / sizeof assign[0]; k++)
        if (n - i == strlen(assign[k]) && !strncasecmp(s + i, assign[k], n - i))
            return true;
    return false;
}

/* Remember the assembler-local symbols (".L...") that s[i, end) names:
 * an undefined one is an error in an object file, while llvm-mca takes
 * any name. */
static int note_temps(blob *b, const char *s, size_t i, size_t end)
{
    while (i < end) {
        if (!ident_start((unsigned char)s[i]) || (i > 0 && ident_char((unsigned char)s[i - 1]))) {
            i++;
            continue;
        }
        size_t j = i;
        while (j < end && ident_char((unsigned char)s[j]))
            j++;
        if (j - i > 2 && s[i] == '.' && s[i + 1] == 'L' &&
            mca_strmap_put(&b->temps, s + i, j - i, i) != 0)
            return -1;
        i = j;
    }
    return 0;
}

/* Enter (or leave) the labels' section. */
static int labels_section(blob *b, bool enter)
{
    if (b->labels_in_text)
        return 0;
    return enter ? blob_line(b, MCA_NO_OFFSET, "\t.pushsection .mca_labels", 25)
                 : blob_line(b, MCA_NO_OFFSET, "\t.popsection", 12);
}

/* Define name[0, n) as a label in the labels' section. */
static int define_label(blob *b, const char *name, size_t n)
{
    char *line = malloc(n + 2);
    if (!line)
        return -1;
    memcpy(line, name, n);
    line[n] = ':';
    int rc = labels_section(b, true) != 0 || blob_line(b, MCA_NO_OFFSET, line, n + 1) != 0 ||
             labels_section(b, false) != 0;
    free(line);
    return rc ? -1 : 0;
}

/* Add label definitions for the symbols LLVM's errors name as undefined
 * where an object file needs them defined.  How many were added. */
static int define_named(blob *b, const char *errors)
{
    static const struct { const char *before, *after; } forms[] = {
        { "Undefined temporary symbol ", "\n" },
        { "symbol '", "' can not be undefined in a subtraction expression" },
    };
    int added = 0;
    for (const char *line = errors; *line; line += strcspn(line, "\n") + (line[strcspn(line, "\n")] != 0)) {
        for (size_t f = 0; f < sizeof forms / sizeof forms[0]; f++) {
            const char *name = strstr(line, forms[f].before);
            if (!name || name > line + strcspn(line, "\n"))
                continue;
            name += strlen(forms[f].before);
            const char *end = strstr(name, forms[f].after);
            if (!end || end == name || end > name + strcspn(name, "\n"))
                continue;
            if (define_label(b, name, (size_t)(end - name)) != 0)
                return -1;
            added++;
        }
    }
    return added;
}

/* Define the .L symbols named but not defined, as labels. */
static int define_temps(blob *b)
{
    for (size_t k = 0; k < b->temps.capacity; k++) {
        const char *name = b->temps.keys[k];
        size_t v;
        if (name && !mca_strmap_get(&b->labels, name, b->temps.lens[k], &v) &&
            define_label(b, name, b->temps.lens[k]) != 0)
            return -1;
    }
    return 0;
}

/* Does the statement text[0, n), which gave insts[0, k), go to LLVM as
 * their printed text?  When the row says so (RISC-V li) and no operand is
 * symbolic: the expansion is then LLVM 22's, where an older LLVM expands
 * the statement its own way. */
static bool as_printed(const mca_isa *isa, const char *text, size_t n, const mca_inst *insts,
                       size_t k)
{
    if (!isa->assemble_printed || !k || !isa->assemble_printed(text, n))
        return false;
    for (size_t j = 0; j < k; j++) {
        if (!insts[j].text)
            return false;
        for (unsigned o = 0; o < insts[j].op_count; o++)
            if (insts[j].ops[o].kind == MCA_OPERAND_EXPR)
                return false;
    }
    return true;
}

/* One statement into the blob: its labels into a section of their own,
 * then, when it gave instructions (insts[0, k)), a marker and the
 * instruction text. */
static int add_statement(blob *b, const char *clean, const mca_stmt *st, size_t index,
                         const mca_inst *insts, size_t k)
{
    bool has_insts = k > 0;
    size_t i = skip_blanks(clean, st->start, st->end), n;
    bool pushed = false;
    while ((n = label_at(clean, i, st->end)) != 0) {
        if (!pushed && labels_section(b, true) != 0)
            return -1;
        pushed = true;
        if (blob_line(b, i, clean + i, n) != 0 ||
            mca_strmap_put(&b->labels, clean + i, n - 1, i) != 0)
            return -1;
        i = skip_blanks(clean, i + n, st->end);
    }
    if (pushed && labels_section(b, false) != 0)
        return -1;
    if (i >= st->end)
        return 0;
    if (has_insts) {
        char mark[64];
        int m = snprintf(mark, sizeof mark, MARK "%zu:", index);
        if (blob_line(b, MCA_NO_OFFSET, mark, (size_t)m) != 0 ||
            note_temps(b, clean, i, st->end) != 0)
            return -1;
        if (as_printed(b->isa, clean + i, st->end - i, insts, k)) {
            for (size_t j = 0; j < k; j++)
                if (blob_line(b, i, insts[j].text, strlen(insts[j].text)) != 0)
                    return -1;
            return 0;
        }
        return blob_line(b, i, clean + i, st->end - i);
    }
    if (kept_directive(b->isa, clean, i, st->end))
        return blob_line(b, i, clean + i, st->end - i);
    return 0;
}

/* How many of p's instructions, from *k on, come from statement st. */
static size_t statement_insts(const mca_program *p, size_t *k, const mca_stmt *st)
{
    size_t first = *k;
    while (*k < p->inst_count && p->insts[*k].offset < st->end)
        (*k)++;
    return *k - first;
}

/* Build the assembler's input; stmt_insts[s] receives the number of
 * instructions of statement s.  0, -1 out of memory, -2 when some
 * instruction is in no statement. */
static int build_blob(blob *b, const mca_program *p, size_t *stmt_insts)
{
    const mca_scan *scan = &p->input.scan;
    size_t k = 0;
    b->isa = p->target.isa;
    /* Never empty, and the statements start in .text. */
    if (blob_line(b, MCA_NO_OFFSET, "\t.text", 6) != 0)
        return -1;
    for (size_t s = 0; s < scan->stmt_count; s++) {
        size_t first = k;
        stmt_insts[s] = statement_insts(p, &k, &scan->stmts[s]);
        if (add_statement(b, scan->clean, &scan->stmts[s], s, p->insts + first,
                          stmt_insts[s]) != 0)
            return -1;
    }
    if (define_temps(b) != 0)
        return -1;
    /* Every instruction lies in a statement. */
    return k == p->inst_count ? 0 : -2;
}

/* Report an assembler error, at the input statement when LLVM locates it
 * ("<inline asm>:LINE:COL: message" and the quoted line after it). */
static void report(const mca_program *p, const blob *b, const char *msg, mca_diags *diags)
{
    if (!msg) {
        mca_diags_add(diags, MCA_DIAG_ERROR, "out of memory");
        return;
    }
    unsigned long line = 0, col = 0;
    int used = 0;
    if (sscanf(msg, "<inline asm>:%lu:%lu: %n", &line, &col, &used) == 2 && used > 0 &&
        line >= 1 && line <= b->lines && b->line_src[line - 1] != MCA_NO_OFFSET) {
        const char *text = msg + used;
        int len = (int)strcspn(text, "\n");
        size_t at = b->line_src[line - 1] + (col ? col - 1 : 0);
        if (at >= p->input.source.len)
            at = b->line_src[line - 1];
        mca_source_diag(&p->input.source, diags, MCA_DIAG_ERROR, at, 1,
                        "-show-encoding: LLVM cannot assemble this: %.*s", len, text);
        return;
    }
    mca_diags_add(diags, MCA_DIAG_ERROR, "-show-encoding: %.*s", (int)strcspn(msg, "\n"), msg);
}

/* Replace line (1-based) of the blob by text[0, n).  -1 out of memory. */
static int blob_replace_line(blob *b, size_t line, const char *text, size_t n)
{
    size_t start = 0;
    for (size_t l = 1; l < line && start < b->text.len; l++)
        start += strcspn(b->text.data + start, "\n") + 1;
    if (start >= b->text.len)
        return 0;
    size_t end = start + strcspn(b->text.data + start, "\n");
    mca_strbuf nb;
    mca_strbuf_init(&nb);
    mca_strbuf_put(&nb, b->text.data, start);
    mca_strbuf_put(&nb, text, n);
    mca_strbuf_puts(&nb, b->text.data + end);
    if (nb.failed) {
        mca_strbuf_free(&nb);
        return -1;
    }
    mca_strbuf_free(&b->text);
    b->text = nb;
    return 0;
}

/* The statements LLVM's errors locate, given the row's stand-in for their
 * symbolic operand (an expression an object cannot hold, which llvm-mca
 * encodes with zero fields).  How many were replaced, -1 out of memory. */
static int stand_in(blob *b, const char *errors)
{
    if (!b->isa->encoding_standin)
        return 0;
    int added = 0;
    for (const char *e = strstr(errors, "<inline asm>:"); e; e = strstr(e + 1, "<inline asm>:")) {
        unsigned long line = 0;
        if (sscanf(e, "<inline asm>:%lu:", &line) != 1 || line < 1 || line > b->lines ||
            b->line_src[line - 1] == MCA_NO_OFFSET)
            continue;
        size_t start = 0;
        for (size_t l = 1; l < line && start < b->text.len; l++)
            start += strcspn(b->text.data + start, "\n") + 1;
        size_t n = strcspn(b->text.data + start, "\n");
        mca_strbuf out;
        mca_strbuf_init(&out);
        bool ok = b->isa->encoding_standin(b->text.data + start, n, &out);
        int rc = out.failed ? -1 : ok && (out.len != n || memcmp(out.data, b->text.data + start, n))
                 ? blob_replace_line(b, line, out.data, out.len) : 1;
        mca_strbuf_free(&out);
        if (rc < 0)
            return -1;
        if (rc == 0)
            added++;
    }
    return added;
}

/* Statement start addresses from the marker symbols; -1 when one is
 * missing (the assembler dropped a statement it accepted?). */
static int statement_addresses(const mca_llvm_object *o, const size_t *stmt_insts,
                               size_t nstmts, uint64_t *addr)
{
    for (size_t s = 0; s < nstmts; s++)
        addr[s] = UINT64_MAX;
    for (size_t i = 0; i < o->symbol_count; i++) {
        char *end;
        unsigned long long s = strtoull(o->symbols[i].name + strlen(MARK), &end, 10);
        if (*end == 0 && s < nstmts)
            addr[s] = o->symbols[i].address;
    }
    for (size_t s = 0; s < nstmts; s++)
        if (stmt_insts[s] && addr[s] > o->text_size)
            return -1;
    return 0;
}

static int by_offset(const void *a, const void *b)
{
    const mca_llvm_reloc *x = a, *y = b;
    return x->offset < y->offset ? -1 : x->offset > y->offset;
}

/* The machine llvm-mca encodes for: the target's architecture in an ELF
 * triple (RELA on x86-64: unresolved fields are zero), its CPU and -mattr,
 * and the CPU's features for an LLVM that does not know the CPU. */
static int machine_for(const mca_program *p, const char *mattr, mca_llvm_machine *m,
                       mca_diags *diags)
{
    const mca_isa *isa = p->target.isa;
    if (!isa->llvm_target || !isa->encoding_fix) {
        mca_diags_add(diags, MCA_DIAG_ERROR, "-show-encoding is not implemented for %s yet",
                      isa->name);
        return -1;
    }
    const char *cpu = p->target.cpu ? p->target.cpu : "";
    const char *own = isa->cpu_features ? isa->cpu_features(cpu) : NULL;
    *m = (mca_llvm_machine){ isa->llvm_target, p->target.arch->object_triple, cpu,
                             mattr ? mattr : "", own ? own : "" };
    return 0;
}

typedef struct {
    const mca_program *p;
    mca_llvm_machine machine; /* what dec.machine points to */
    char *features;         /* machine.features when features were added */
    mca_llvm_object obj;
    uint64_t *addr;         /* per statement */
    size_t *stmt_insts;     /* per statement */
    mca_encoding_decoder dec;
    size_t *start, *size;   /* per instruction, into out */
    unsigned char *out;
    size_t out_len;
} encoder;

/* The bytes of statement s, [a, b), to its instructions.  0, -1 when the
 * bytes do not fit the instructions, -2 when the disassembler failed. */
static int encode_statement(encoder *en, size_t s, size_t first, uint64_t a, uint64_t b,
                            size_t *reloc)
{
    size_t k = en->stmt_insts[s];
    if (b < a || b - a < k)
        return -1;
    unsigned relocs = 0;
    while (*reloc < en->obj.reloc_count && en->obj.relocs[*reloc].offset < a)
        (*reloc)++;
    while (*reloc < en->obj.reloc_count && en->obj.relocs[*reloc].offset < b) {
        relocs++;
        (*reloc)++;
    }
    /* Leading instructions: the row's lengths (a RISC-V li's sequence),
     * else prefixes of one byte each (x86). */
    size_t (*length)(const unsigned char *, size_t) = en->p->target.isa->inst_length;
    for (size_t i = 0; i + 1 < k; i++) {
        size_t n = length ? length(en->obj.text + a, (size_t)(b - a)) : 1;
        if (n == 0 || n >= b - a)
            return -1;
        en->start[first + i] = en->out_len;
        en->size[first + i] = n;
        memcpy(en->out + en->out_len, en->obj.text + a, n);
        en->out_len += n;
        a += n;
    }
    size_t len = (size_t)(b - a);
    unsigned char *dst = en->out + en->out_len;
    memcpy(dst, en->obj.text + a, len);
    size_t fixed = en->p->target.isa->encoding_fix(en->p->catalog, &en->p->insts[first + k - 1],
                                                   dst, len, relocs,
                                                   en->p->target.arch->mode == 64, &en->dec);
    if (fixed == (size_t)-1)
        return -2;
    en->start[first + k - 1] = en->out_len;
    en->size[first + k - 1] = fixed;
    en->out_len += fixed;
    return 0;
}

/* Split the object's bytes over the instructions. */
static int split(encoder *en, mca_diags *diags)
{
    const mca_scan *scan = &en->p->input.scan;
    size_t (*rel_field_size)(uint64_t) = en->p->target.arch->rel_field_size;
    if (rel_field_size)
        for (size_t r = 0; r < en->obj.reloc_count; r++) {
            uint64_t at = en->obj.relocs[r].offset;
            size_t n = rel_field_size(en->obj.relocs[r].type);
            if (at + n <= en->obj.text_size)
                memset(en->obj.text + at, 0, n);
        }
    if (en->obj.reloc_count)
        qsort(en->obj.relocs, en->obj.reloc_count, sizeof *en->obj.relocs, by_offset);
    size_t first = 0, reloc = 0;
    for (size_t s = 0; s < scan->stmt_count; s++) {
        if (!en->stmt_insts[s])
            continue;
        uint64_t end = en->obj.text_size;
        for (size_t t = s + 1; t < scan->stmt_count; t++)
            if (en->stmt_insts[t]) {
                end = en->addr[t];
                break;
            }
        int rc = encode_statement(en, s, first, en->addr[s], end, &reloc);
        if (rc == -2) {
            mca_diags_add(diags, MCA_DIAG_ERROR, "-show-encoding: %s",
                          en->dec.error ? en->dec.error : "out of memory");
            return -1;
        }
        if (rc != 0) {
            mca_source_diag(&en->p->input.source, diags, MCA_DIAG_ERROR, scan->stmts[s].start,
                            1, "-show-encoding: the assembled bytes do not match the "
                            "instructions of this statement");
            return -1;
        }
        first += en->stmt_insts[s];
    }
    return 0;
}

/* Move the results into e. */
static int finish(encoder *en, mca_encodings *e)
{
    size_t n = en->p->inst_count;
    e->of = calloc(n ? n : 1, sizeof *e->of);
    if (!e->of)
        return -1;
    e->bytes = en->out;
    en->out = NULL;
    e->count = n;
    for (size_t i = 0; i < n; i++)
        e->of[i] = (mca_encoding){ e->bytes + en->start[i], (unsigned)en->size[i] };
    return 0;
}

static void encoder_free(encoder *en)
{
    mca_llvm_object_free(&en->obj);
    mca_llvm_decoder_free(en->dec.decoder);
    mca_llvm_decoder_free(en->dec.mode_decoder);
    free(en->dec.error);
    free(en->features);
    free(en->addr);
    free(en->stmt_insts);
    free(en->start);
    free(en->size);
    free(en->out);
}

static int oom(mca_diags *diags)
{
    mca_diags_add(diags, MCA_DIAG_ERROR, "out of memory");
    return -1;
}

static void blob_init(blob *b)
{
    memset(b, 0, sizeof *b);
    mca_strbuf_init(&b->text);
    mca_strmap_init(&b->labels, 0);
    mca_strmap_init(&b->temps, 0);
}

static void blob_free(blob *b)
{
    mca_strbuf_free(&b->text);
    mca_strmap_free(&b->labels);
    mca_strmap_free(&b->temps);
    free(b->line_src);
}

/* Build the blob again with the labels in .text.  1, or -1 out of memory. */
static int labels_into_text(blob *b, const mca_program *p, size_t *stmt_insts)
{
    blob_free(b);
    blob_init(b);
    b->labels_in_text = true;
    return build_blob(b, p, stmt_insts) == 0 ? 1 : -1;
}

/* Assemble the blob and split its bytes.  0, or -1 with diagnostics. */
/* An LLVM older than the models may gate an instruction behind a feature
 * LLVM 22 does not ask for (LLVM 14: smstart needs sme); the reader has
 * accepted it by LLVM 22's rules, and the feature does not change its
 * bytes, so assemble again with the features the error names.  1 when
 * some were added, 0 when none, -1 out of memory. */
static int required_features(encoder *en, const char *error)
{
    static const char key[] = "instruction requires:";
    mca_strbuf f;
    mca_strbuf_init(&f);
    mca_strbuf_puts(&f, en->machine.features);
    int added = 0;
    for (const char *e = strstr(error, key); e; e = strstr(e + 1, key)) {
        const char *w = e + sizeof key - 1, *end = w + strcspn(w, "\n");
        while (w < end) {
            while (w < end && *w == ' ')
                w++;
            size_t n = strcspn(w, " \n");
            if (n > (size_t)(end - w))
                n = (size_t)(end - w);
            if (n && !(n == 2 && !strncmp(w, "or", 2))) {
                char want[64];
                int k = snprintf(want, sizeof want, "+%.*s", (int)n, w);
                const char *at = f.data ? strstr(f.data, want) : NULL;
                int present = at && (at[k] == 0 || at[k] == ',') &&
                              (at == f.data || at[-1] == ',');
                if (!present && k > 0 && (size_t)k < sizeof want) {
                    if (f.len)
                        mca_strbuf_put(&f, ",", 1);
                    mca_strbuf_put(&f, want, (size_t)k);
                    added = 1;
                }
            }
            w += n;
        }
    }
    if (f.failed) {
        mca_strbuf_free(&f);
        return -1;
    }
    if (!added) {
        mca_strbuf_free(&f);
        return 0;
    }
    free(en->features);
    en->features = f.data; /* the buffer now belongs to the encoder */
    en->machine.features = en->features;
    return 1;
}

static int run(encoder *en, blob *b, mca_encodings *e, mca_diags *diags)
{
    const mca_program *p = en->p;
    size_t nstmts = p->input.scan.stmt_count;
    /* An undefined symbol is an error in some expressions of an object
     * file, not to llvm-mca: define it and assemble again.  A difference
     * between "." and a label cannot span sections: put the labels back
     * in .text (the fields they resolve are cleared afterwards). */
    for (int pass = 0;; pass++) {
        char *error = NULL;
        if (mca_llvm_assemble(en->dec.machine, b->text.data, MARK, &en->obj, &error) == 0)
            break;
        int added = pass < 6 && error ? define_named(b, error) : 0;
        if (!added && pass < 6 && error && !b->labels_in_text &&
            strstr(error, "difference across sections"))
            added = labels_into_text(b, p, en->stmt_insts);
        if (!added && pass < 12 && error)
            added = required_features(en, error);
        if (!added && pass < 12 && error)
            added = stand_in(b, error);
        if (added < 0) {
            free(error);
            return oom(diags);
        }
        if (!added) {
            report(p, b, error, diags);
            free(error);
            return -1;
        }
        free(error);
    }
    en->addr = malloc((nstmts ? nstmts : 1) * sizeof *en->addr);
    en->start = calloc(p->inst_count ? p->inst_count : 1, sizeof *en->start);
    en->size = calloc(p->inst_count ? p->inst_count : 1, sizeof *en->size);
    /* (an ISA's fix may add six bytes to an instruction: x86 .code16) */
    en->out = malloc(en->obj.text_size + 6 * p->inst_count + 6);
    if (!en->addr || !en->start || !en->size || !en->out)
        return oom(diags);
    if (statement_addresses(&en->obj, en->stmt_insts, nstmts, en->addr) != 0) {
        mca_diags_add(diags, MCA_DIAG_ERROR,
                      "-show-encoding: the assembler lost track of a statement");
        return -1;
    }
    if (split(en, diags) != 0)
        return -1;
    return finish(en, e) != 0 ? oom(diags) : 0;
}

int mca_encodings_compute(mca_encodings *e, const mca_program *p, const char *mattr,
                          mca_diags *diags)
{
    memset(e, 0, sizeof *e);
    mca_llvm_machine m;
    if (machine_for(p, mattr, &m, diags) != 0)
        return -1;
    encoder en;
    memset(&en, 0, sizeof en);
    en.p = p;
    en.machine = m;
    en.dec.machine = &en.machine;
    size_t nstmts = p->input.scan.stmt_count;
    en.stmt_insts = calloc(nstmts ? nstmts : 1, sizeof *en.stmt_insts);
    blob b;
    blob_init(&b);
    int rc = en.stmt_insts ? build_blob(&b, p, en.stmt_insts) : -1;
    if (rc == -1)
        rc = oom(diags);
    else if (rc == -2) {
        mca_diags_add(diags, MCA_DIAG_ERROR,
                      "-show-encoding: an instruction lies outside the input's statements");
        rc = -1;
    } else
        rc = run(&en, &b, e, diags);
    blob_free(&b);
    encoder_free(&en);
    return rc;
}

void mca_encodings_free(mca_encodings *e)
{
    free(e->of);
    free(e->bytes);
    memset(e, 0, sizeof *e);
}
