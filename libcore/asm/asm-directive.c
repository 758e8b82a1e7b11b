/* asm-directive: which directive names LLVM 22's assembler knows on
 * every target (see asm.h).
 *
 * Measured with llvm-mca 22 (x86-64 and riscv64 triples, ELF): each
 * candidate name (the strings of libLLVM and the GNU as manual's
 * directives), alone on a line, is "unknown directive" or not.  The
 * generic parser's names match in any case (.BYTE), the ELF parser's only
 * as written.  Names one target adds are in its reader.  The Mach-O and
 * COFF parsers' names were measured the same way (x86_64-apple-macos13,
 * x86_64-pc-windows-msvc): each object format has its own parser, so the
 * ELF names are unknown on Mach-O and COFF triples and theirs on ELF. */
#include <config.h>

#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "asm.h"

/* sorted (strcmp), lower case */
static const char *const generic_names[] = {
    ".2byte", ".4byte", ".8byte", ".abort", ".addrsig", ".addrsig_sym", ".align",
    ".align32", ".altmacro", ".ascii", ".asciz", ".balign", ".balignl", ".balignw",
    ".base64", ".byte", ".cfi_adjust_cfa_offset", ".cfi_def_cfa", ".cfi_def_cfa_offset",
    ".cfi_def_cfa_register", ".cfi_endproc", ".cfi_escape", ".cfi_label",
    ".cfi_llvm_def_aspace_cfa", ".cfi_lsda", ".cfi_offset", ".cfi_personality",
    ".cfi_register", ".cfi_rel_offset", ".cfi_remember_state", ".cfi_restore",
    ".cfi_restore_state", ".cfi_return_column", ".cfi_same_value", ".cfi_sections",
    ".cfi_signal_frame", ".cfi_startproc", ".cfi_undefined", ".cfi_val_offset",
    ".cfi_window_save", ".code16", ".code16gcc", ".cold", ".comm", ".common",
    ".cv_def_range", ".cv_file", ".cv_filechecksumoffset", ".cv_filechecksums",
    ".cv_fpo_data", ".cv_func_id", ".cv_inline_linetable", ".cv_inline_site_id",
    ".cv_linetable", ".cv_loc", ".cv_string", ".cv_stringtable", ".dc", ".dc.a", ".dc.b",
    ".dc.d", ".dc.l", ".dc.s", ".dc.w", ".dc.x", ".dcb", ".dcb.b", ".dcb.d", ".dcb.l",
    ".dcb.s", ".dcb.w", ".dcb.x", ".double", ".ds", ".ds.b", ".ds.d", ".ds.l", ".ds.p",
    ".ds.s", ".ds.w", ".ds.x", ".else", ".elseif", ".end", ".endif", ".endm", ".endmacro",
    ".endr", ".equ", ".equiv", ".err", ".error", ".exitm", ".extern", ".file", ".fill",
    ".float", ".global", ".globl", ".if", ".ifb", ".ifc", ".ifdef", ".ifeq", ".ifeqs",
    ".ifge", ".ifgt", ".ifle", ".iflt", ".ifnb", ".ifnc", ".ifndef", ".ifne", ".ifnes",
    ".ifnotdef", ".incbin", ".include", ".int", ".irp", ".irpc", ".lazy_reference",
    ".lcomm", ".line", ".loc", ".loc_label", ".long", ".lto_discard",
    ".lto_set_conditional", ".macro", ".macros_off", ".macros_on", ".memtag",
    ".no_dead_strip", ".noaltmacro", ".octa", ".org", ".p2align", ".p2alignl", ".p2alignw",
    ".print", ".private_extern", ".pseudoprobe", ".purgem", ".quad", ".reference",
    ".reloc", ".rep", ".rept", ".set", ".short", ".single", ".skip", ".sleb128", ".space",
    ".stabs", ".string", ".symbol_resolver", ".uleb128", ".value", ".warning",
    ".weak_def_can_be_hidden", ".weak_definition", ".weak_reference", ".word", ".zero",
};

/* sorted, exact case */
static const char *const elf_names[] = {
    ".bss", ".cg_profile", ".data", ".hidden", ".ident", ".internal", ".local",
    ".popsection", ".previous", ".protected", ".pushsection", ".rodata", ".section",
    ".size", ".subsection", ".symver", ".tbss", ".tdata", ".text", ".type", ".version",
    ".weak", ".weakref",
};

/* sorted, exact case: Darwin's assembler (Mach-O) */
static const char *const macho_names[] = {
    ".alt_entry", ".bss", ".build_version", ".cg_profile", ".const", ".const_data",
    ".constructor", ".cstring", ".data", ".data_region", ".desc", ".destructor", ".dump",
    ".dyld", ".end_data_region", ".fvmlib_init0", ".fvmlib_init1", ".ident",
    ".indirect_symbol", ".ios_version_min", ".lazy_symbol_pointer", ".linker_option",
    ".literal16", ".literal4", ".literal8", ".load", ".lsym", ".macosx_version_min",
    ".mod_init_func", ".mod_term_func", ".non_lazy_symbol_pointer", ".objc_cat_cls_meth",
    ".objc_cat_inst_meth", ".objc_category", ".objc_class", ".objc_class_names",
    ".objc_class_vars", ".objc_cls_meth", ".objc_cls_refs", ".objc_inst_meth",
    ".objc_instance_vars", ".objc_message_refs", ".objc_meta_class", ".objc_meth_var_names",
    ".objc_meth_var_types", ".objc_module_info", ".objc_protocol", ".objc_selector_strs",
    ".objc_string_object", ".objc_symbols", ".picsymbol_stub", ".popsection", ".previous",
    ".pushsection", ".section",
    ".secure_log_reset", ".secure_log_unique", ".static_const", ".static_data",
    ".subsections_via_symbols", ".symbol_stub", ".tbss", ".tdata", ".text",
    ".thread_init_func", ".thread_local_variable_pointer", ".tlv", ".tvos_version_min",
    ".watchos_version_min", ".zerofill",
};

/* sorted, exact case: the COFF parser's */
static const char *const coff_names[] = {
    ".bss", ".cg_profile", ".data", ".def", ".endef", ".linkonce", ".popsection",
    ".pushsection", ".rva", ".safeseh", ".scl", ".secidx", ".secnum", ".secoffset",
    ".secrel32", ".section", ".seh_endchained", ".seh_endepilogue", ".seh_endfunclet",
    ".seh_endproc", ".seh_endprologue", ".seh_handler", ".seh_handlerdata", ".seh_proc",
    ".seh_stackalloc", ".seh_startchained", ".seh_startepilogue", ".seh_unwindv2start",
    ".seh_unwindversion", ".symidx", ".text", ".type", ".weak", ".weak_anti_dep",
};

static int cmp_ci(const void *key, const void *elem)
{
    return strcasecmp((const char *)key, *(const char *const *)elem);
}

static int cmp_cs(const void *key, const void *elem)
{
    return strcmp((const char *)key, *(const char *const *)elem);
}

bool mca_asm_directive_known(const char *s, size_t n)
{
    return mca_asm_directive_known_in(s, n, MCA_ASM_ELF);
}

bool mca_asm_directive_known_in(const char *s, size_t n, mca_asm_format format)
{
    char name[32];
    if (n == 0 || n >= sizeof name)
        return false;
    memcpy(name, s, n);
    name[n] = 0;
    return bsearch(name, generic_names, sizeof generic_names / sizeof *generic_names,
                   sizeof *generic_names, cmp_ci) != NULL ||
           (format == MCA_ASM_MACHO
                ? bsearch(name, macho_names, sizeof macho_names / sizeof *macho_names,
                          sizeof *macho_names, cmp_cs) != NULL
            : format == MCA_ASM_COFF
                ? bsearch(name, coff_names, sizeof coff_names / sizeof *coff_names,
                          sizeof *coff_names, cmp_cs) != NULL
                : bsearch(name, elf_names, sizeof elf_names / sizeof *elf_names,
                          sizeof *elf_names, cmp_cs) != NULL);
}
