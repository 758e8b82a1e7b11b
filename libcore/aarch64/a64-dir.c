/* a64-dir: the directives of LLVM's AArch64 assembler that change which
 * instructions it accepts (.arch, .arch_extension, .cpu), with its error
 * messages and locations; the feature tables are in a64-feat.c.  The
 * operands of its other directives (.inst, .ltorg/.pool, .tlsdesccall,
 * .variant_pcs, .unreq) are checked as it checks them. */
#include <config.h>

#include <ctype.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "a64-internal.h"

/* "+ext+noext..." at s[at, end): each applied, or the error at the
 * extension LLVM does not take.  LLVM locates it by adding up the lengths
 * it has read, a "no" not counted (so the caret drifts after "+noext"). */
static int extensions(a64_cur *c, size_t at, size_t end, bool in_arch)
{
    if (at + 1 == end)
        return 0; /* a lone trailing '+': no extension at all */
    size_t loc = at;
    while (at < end && c->s[at] == '+') {
        size_t e = ++at;
        loc++;
        while (e < end && c->s[e] != '+')
            e++;
        size_t name = at;
        bool on = !(e - at >= 2 && tolower((unsigned char)c->s[at]) == 'n' &&
                    tolower((unsigned char)c->s[at + 1]) == 'o');
        if (!on)
            name += 2;
        if (!a64_features_ext(c->feat, c->s + name, e - name, on, in_arch))
            return a64_error(c, loc, 1, "unsupported architectural extension: %.*s",
                             (int)(e - name), c->s + name);
        loc += e - name;
        at = e;
    }
    return 0;
}

static bool named_dir(const a64_cur *c, size_t at, size_t n, const char *name)
{
    return n == strlen(name) && !strncmp(c->s + at, name, n);
}

/* .inst expr[, expr...]: constants. */
static int inst_directive(a64_cur *c, size_t at)
{
    a64_skip_ws(c);
    if (c->pos >= c->end)
        return a64_error(c, at, 1, "expected expression following '.inst' directive");
    for (;;) {
        a64_skip_ws(c);
        size_t e = c->pos;
        a64_val v;
        if (a64_parse_expr(c, &v) != 0) {
            /* LLVM's directive reports the failed expression once more */
            if (c->err && !c->err2_msg) {
                c->err2_msg = strdup("expected expression");
                c->err2_off = e;
            }
            return -1;
        }
        int sym = v.sym != NULL;
        a64_val_free(&v);
        if (sym)
            return a64_error(c, e, 1, "expected constant expression");
        a64_skip_ws(c);
        if (c->pos >= c->end || c->s[c->pos] != ',')
            return 0;
        c->pos++;
    }
}

/* .tlsdesccall's symbol at p (a name or a quoted string), alone on the
 * statement; kept for the caller, which emits the instruction. */
static int tls_symbol(a64_cur *c, size_t at, size_t p)
{
    size_t e = p + 1;
    if (c->s[p] == '"') {
        while (e < c->end && c->s[e] != '"')
            e += c->s[e] == '\\' && e + 1 < c->end ? 2 : 1;
        if (e >= c->end)
            return a64_error(c, at, 1, "expected symbol");
        e++;
    } else {
        while (e < c->end && (isalnum((unsigned char)c->s[e]) || c->s[e] == '_' ||
                              c->s[e] == '.' || c->s[e] == '$' || c->s[e] == '@'))
            e++;
    }
    c->pos = e;
    a64_skip_ws(c);
    if (c->pos < c->end)
        return a64_error(c, c->pos, 1, "unexpected token");
    c->tls_at = p;
    c->tls_len = e - p;
    return 0;
}

/* .code16 and .code16gcc: LLVM's generic parser passes them to the target,
 * which has no 16-bit mode; the error is at the token after the name (the
 * end of the line after its blanks when none). */
static int code16(a64_cur *c, size_t at, size_t n)
{
    size_t p = c->pos;
    while (p < c->end && (c->s[p] == ' ' || c->s[p] == '\t'))
        p++;
    if (p >= c->end)
        while (c->s[p] == ' ' || c->s[p] == '\t')
            p++;
    return a64_error(c, p, 1, "%.*s not currently supported for this target", (int)n,
                     c->s + at);
}

/* The other target directives' operands; 1 when name is none of them. */
static int other_directive(a64_cur *c, size_t at, size_t n)
{
    if (named_dir(c, at, n, ".inst"))
        return inst_directive(c, at);
    if ((n == 7 && !strncasecmp(c->s + at, ".code16", 7)) ||
        (n == 10 && !strncasecmp(c->s + at, ".code16gcc", 10)))
        return code16(c, at, n);
    bool ltorg = named_dir(c, at, n, ".ltorg") || named_dir(c, at, n, ".pool");
    bool pcs = named_dir(c, at, n, ".variant_pcs"), unreq = named_dir(c, at, n, ".unreq");
    bool tls = n == 12 && !strncasecmp(c->s + at, ".tlsdesccall", 12);
    if (!ltorg && !pcs && !unreq && !tls)
        return 1;
    a64_skip_ws(c);
    size_t p = c->pos;
    bool ident = p < c->end && (isalpha((unsigned char)c->s[p]) || c->s[p] == '_' ||
                                c->s[p] == '.' || c->s[p] == '$');
    if (p >= c->end) /* LLVM's end of statement: after the blanks that end the line */
        while (c->s[p] == ' ' || c->s[p] == '\t')
            p++;
    if (ltorg && p < c->end)
        return a64_error(c, p, 1, "expected newline");
    if (tls && !ident && !(p < c->end && c->s[p] == '"'))
        return a64_error(c, at, 1, "expected symbol");
    if (tls)
        return tls_symbol(c, at, p);
    if (pcs && !ident)
        return a64_error(c, p, 1, "expected symbol name");
    if (unreq && !ident)
        return a64_error(c, p, 1, "unexpected input in .unreq directive.");
    if (unreq) {
        size_t e = p;
        while (e < c->end && (isalnum((unsigned char)c->s[e]) || c->s[e] == '_' ||
                              c->s[e] == '.' || c->s[e] == '$' || c->s[e] == '@'))
            e++;
        a64_req_forget(c, c->s + p, e - p);
        c->pos = e;
        a64_skip_ws(c);
        if (c->pos < c->end)
            return a64_error(c, c->pos, 1, "unexpected token");
    }
    return 0;
}

/* Whether LLVM 22 knows the directive at at (n long) on AArch64: the
 * generic and ELF parsers' names, the AArch64 parser's own (any case;
 * measured with llvm-mca 22: .half, .even, .thumb, .req alone are unknown
 * there), and on Mach-O or COFF triples that parser's names. */
static bool known_directive(const a64_cur *c, size_t at, size_t n)
{
    static const char *const own[] = {
        ".aeabi_attribute", ".aeabi_subsection", ".arch", ".arch_extension",
        ".cfi_b_key_frame", ".cfi_mte_tagged_frame", ".cfi_negate_ra_state",
        ".cfi_negate_ra_state_with_pc", ".cpu", ".dword", ".hword", ".inst", ".ltorg",
        ".pool", ".tlsdesccall", ".unreq", ".variant_pcs", ".word", ".xword",
    };
    /* the names only LLVM 22's Darwin (Mach-O) or COFF parser knows on
     * AArch64, each on its own object format (measured: each string of
     * libLLVM that looks like a directive, alone on a line, with
     * aarch64-unknown-linux-gnu, arm64-apple-macosx and
     * aarch64-pc-windows-msvc: none is known on ELF, none on both) */
    static const char *const macho_names[] = {
        ".alt_entry", ".build_version", ".const", ".const_data", ".constructor",
        ".cstring", ".data_region", ".desc", ".destructor", ".dump", ".dyld",
        ".end_data_region", ".fvmlib_init0", ".fvmlib_init1", ".indirect_symbol",
        ".ios_version_min", ".lazy_symbol_pointer", ".linker_option", ".literal16",
        ".literal4", ".literal8", ".load", ".loh", ".lsym", ".macosx_version_min",
        ".mod_init_func", ".mod_term_func", ".non_lazy_symbol_pointer",
        ".objc_cat_cls_meth", ".objc_cat_inst_meth", ".objc_category", ".objc_class",
        ".objc_class_names", ".objc_class_vars", ".objc_cls_meth", ".objc_cls_refs",
        ".objc_inst_meth", ".objc_instance_vars", ".objc_message_refs", ".objc_meta_class",
        ".objc_meth_var_names", ".objc_meth_var_types", ".objc_module_info",
        ".objc_protocol", ".objc_selector_strs", ".objc_string_object", ".objc_symbols",
        ".picsymbol_stub", ".secure_log_reset", ".secure_log_unique", ".static_const",
        ".static_data", ".subsections_via_symbols", ".symbol_stub", ".thread_init_func",
        ".thread_local_variable_pointer", ".tlv", ".tvos_version_min",
        ".watchos_version_min", ".zerofill",
    };
    static const char *const coff_names[] = {
        ".def", ".endef", ".linkonce", ".rva", ".safeseh", ".scl", ".secidx", ".secnum",
        ".secoffset", ".secrel32", ".seh_add_fp", ".seh_allocz",
        ".seh_clear_unwound_to_call", ".seh_context", ".seh_ec_context", ".seh_endchained",
        ".seh_endepilogue", ".seh_endfunclet", ".seh_endproc", ".seh_endprologue",
        ".seh_handler", ".seh_handlerdata", ".seh_nop", ".seh_pac_sign_lr", ".seh_proc",
        ".seh_pushframe", ".seh_save_any_reg", ".seh_save_any_reg_p",
        ".seh_save_any_reg_px", ".seh_save_any_reg_x", ".seh_save_fplr",
        ".seh_save_fplr_x", ".seh_save_freg", ".seh_save_freg_x", ".seh_save_fregp",
        ".seh_save_fregp_x", ".seh_save_lrpair", ".seh_save_next", ".seh_save_preg",
        ".seh_save_r19r20_x", ".seh_save_reg", ".seh_save_reg_x", ".seh_save_regp",
        ".seh_save_regp_x", ".seh_save_zreg", ".seh_set_fp", ".seh_stackalloc",
        ".seh_startchained", ".seh_startepilogue", ".seh_trap_frame", ".seh_unwindv2start",
        ".seh_unwindversion", ".symidx", ".weak_anti_dep",
    };
    if (mca_asm_directive_known(c->s + at, n))
        return true;
    const char *const *names = c->format == MCA_ASM_MACHO ? macho_names
                               : c->format == MCA_ASM_COFF ? coff_names : NULL;
    size_t count = c->format == MCA_ASM_MACHO ? sizeof macho_names / sizeof *macho_names
                   : c->format == MCA_ASM_COFF ? sizeof coff_names / sizeof *coff_names : 0;
    for (size_t k = 0; k < count; k++)
        if (strlen(names[k]) == n && !strncmp(names[k], c->s + at, n))
            return true;
    /* ".x = 1" is an assignment */
    size_t p = at + n;
    while (p < c->end && (c->s[p] == ' ' || c->s[p] == '\t'))
        p++;
    if (p < c->end && c->s[p] == '=')
        return true;
    for (size_t k = 0; k < sizeof own / sizeof *own; k++)
        if (strlen(own[k]) == n && !strncasecmp(own[k], c->s + at, n))
            return true;
    return false;
}

int a64_directive(a64_cur *c)
{
    size_t at = c->pos, i = at + 1;
    while (i < c->end && (isalnum((unsigned char)c->s[i]) || c->s[i] == '_' || c->s[i] == '.'))
        i++;
    size_t n = i - at;
    c->pos = i;
    int other = other_directive(c, at, n);
    if (other != 1)
        return other;
    c->pos = at;
    int kind = n == 5 && !strncmp(c->s + at, ".arch", 5) ? 'a'
               : n == 15 && !strncmp(c->s + at, ".arch_extension", 15) ? 'e'
               : n == 4 && !strncmp(c->s + at, ".cpu", 4) ? 'c' : 0;
    if (!kind && c->format == MCA_ASM_MACHO && n == 4 && !strncmp(c->s + at, ".loh", 4))
        return a64_loh(c, i);
    if (!kind)
        return known_directive(c, at, n) ? 0 : a64_error(c, at, 1, "unknown directive");
    /* the rest of the statement, trimmed, as LLVM reads it */
    c->pos = i;
    a64_skip_ws(c);
    size_t start = c->pos, end = c->end;
    while (end > start && isspace((unsigned char)c->s[end - 1]))
        end--;
    if (kind == 'e') {
        size_t name = start;
        bool on = !(end - start >= 2 && tolower((unsigned char)c->s[start]) == 'n' &&
                    tolower((unsigned char)c->s[start + 1]) == 'o');
        if (!on)
            name += 2;
        if (!a64_features_ext(c->feat, c->s + name, end - name, on, false))
            return a64_error(c, start, 1, "unsupported architectural extension: %.*s",
                             (int)(end - name), c->s + name);
        return 0;
    }
    size_t plus = start;
    while (plus < end && c->s[plus] != '+')
        plus++;
    /* LLVM's matcher sees the new features only when the directive
     * succeeds */
    a64_features before = *c->feat;
    bool known = kind == 'a' ? a64_features_arch(c->feat, c->s + start, plus - start)
                             : a64_features_cpu(c->feat, c->s + start, plus - start);
    if (!known)
        return a64_error(c, start, 1, "%s", kind == 'a' ? "unknown arch name"
                                                         : "unknown CPU name");
    if (extensions(c, plus, end, kind == 'a') != 0) {
        *c->feat = before;
        return -1;
    }
    return 0;
}
