/* asm-darwin: the directives of Darwin's assembler (LLVM's Darwin parser,
 * Mach-O triples) that the analysis ignores, checked for the errors
 * llvm-mca 22 gives: section switches (.text, .cstring, .literal8 ...)
 * take no operand, .zerofill, .data_region, .linker_option, .desc,
 * .lsym, .dump/.load, .alt_entry, .subsections_via_symbols,
 * .build_version and the *_version_min directives (with the warnings that
 * name the triple's OS, ".build_version ios used while targeting macos13",
 * and "overriding previous version directive" with its note); .ident is
 * ignored to the end of its statement.  Names match as written (exact
 * case).  .section and .tbss are asm-dircheck's (check_macho_*).  Not
 * checked: .indirect_symbol's section type, .secure_log_unique. */
#include <config.h>

#include <stdlib.h>
#include <string.h>

#include "asm-check.h"

/* The section switches: no operand. */
static const char *const switches[] = {
    ".bss", ".const", ".const_data", ".constructor", ".cstring", ".data", ".destructor",
    ".dyld", ".fvmlib_init0", ".fvmlib_init1", ".lazy_symbol_pointer", ".literal16",
    ".literal4", ".literal8", ".mod_init_func", ".mod_term_func", ".non_lazy_symbol_pointer",
    ".objc_cat_cls_meth", ".objc_cat_inst_meth", ".objc_category", ".objc_class",
    ".objc_class_names", ".objc_class_vars", ".objc_cls_meth", ".objc_cls_refs",
    ".objc_inst_meth", ".objc_instance_vars", ".objc_message_refs", ".objc_meta_class",
    ".objc_meth_var_names", ".objc_meth_var_types", ".objc_module_info", ".objc_protocol",
    ".objc_selector_strs", ".objc_string_object", ".objc_symbols", ".picsymbol_stub",
    ".static_const", ".static_data", ".symbol_stub", ".tdata", ".text", ".thread_init_func",
    ".thread_local_variable_pointer", ".tlv", NULL,
};

static int is(const char *t, size_t wl, const char *name)
{
    return strlen(name) == wl && memcmp(t, name, wl) == 0;
}

/* .zerofill SEGMENT, SECTION [, SYMBOL, SIZE [, ALIGN]] */
static void zerofill(mca_asm_checker *k, size_t i, mca_asm_cur *c)
{
    if (mca_asm_chk_identifier(c)) {
        mca_asm_chk_error(k, i, mca_asm_chk_tok(c),
                          "expected segment name after '.zerofill' directive");
        return;
    }
    if (!mca_asm_accept(c, ',')) {
        mca_asm_chk_error(k, i, mca_asm_chk_tok(c), "unexpected token in directive");
        return;
    }
    if (mca_asm_chk_identifier(c)) {
        mca_asm_chk_error(k, i, mca_asm_chk_tok(c),
                          "expected section name after comma in '.zerofill' directive");
        return;
    }
    if (mca_asm_peek(c) == 0)
        return;
    if (!mca_asm_accept(c, ',')) {
        mca_asm_chk_error(k, i, mca_asm_chk_tok(c), "unexpected token in directive");
        return;
    }
    size_t sym = mca_asm_chk_tok(c);
    if (mca_asm_chk_identifier(c)) {
        mca_asm_chk_error(k, i, mca_asm_chk_tok(c), "expected identifier in directive");
        return;
    }
    size_t sym_end = c->pos;
    if (!mca_asm_accept(c, ',')) {
        mca_asm_chk_error(k, i, mca_asm_chk_tok(c), "unexpected token in directive");
        return;
    }
    int64_t size, align = 0;
    size_t size_at = mca_asm_chk_tok(c), align_at = 0;
    if (mca_asm_chk_absolute(k, i, c, &size) != 0)
        return;
    if (mca_asm_accept(c, ',')) {
        align_at = mca_asm_chk_tok(c);
        if (mca_asm_chk_absolute(k, i, c, &align) != 0)
            return;
    }
    if (mca_asm_chk_end(k, i, c, "unexpected token in '.zerofill' directive") != 0)
        return;
    if (size < 0)
        mca_asm_chk_error(k, i, size_at,
                          "invalid '.zerofill' directive size, can't be less than zero");
    else if (align < 0)
        mca_asm_chk_error(k, i, align_at,
                          "invalid '.zerofill' directive alignment, can't be less than zero");
    else if (c->s[sym] != '"' && mca_asm_chk_defined(k, c->s + sym, sym_end - sym))
        mca_asm_chk_error(k, i, sym, "invalid symbol redefinition");
}

/* .linker_option "STRING" [, "STRING" ...] */
static void linker_option(mca_asm_checker *k, size_t i, mca_asm_cur *c)
{
    for (;;) {
        if (mca_asm_peek(c) != '"' || mca_asm_string_token(c, NULL, NULL)) {
            mca_asm_chk_error(k, i, mca_asm_chk_tok(c),
                              "expected string in '.linker_option' directive");
            return;
        }
        if (mca_asm_peek(c) == 0)
            return;
        if (!mca_asm_accept(c, ',')) {
            mca_asm_chk_error(k, i, mca_asm_chk_tok(c),
                              "unexpected token in '.linker_option' directive");
            return;
        }
    }
}

/* .data_region [jt8 | jt16 | jt32] */
static void data_region(mca_asm_checker *k, size_t i, mca_asm_cur *c)
{
    if (mca_asm_peek(c) == 0)
        return;
    size_t at = mca_asm_chk_tok(c);
    if (mca_asm_chk_identifier(c)) {
        mca_asm_chk_error(k, i, mca_asm_chk_tok(c),
                          "expected region type after '.data_region' directive");
        return;
    }
    size_t n = c->pos - at;
    const char *w = c->s + at;
    if (!is(w, n, "jt8") && !is(w, n, "jt16") && !is(w, n, "jt32"))
        mca_asm_chk_error(k, i, at, "unknown region type in '.data_region' directive");
}

/* .desc SYMBOL, EXPR and .lsym SYMBOL, EXPR (the latter unsupported). */
static void desc_or_lsym(mca_asm_checker *k, size_t i, mca_asm_cur *c, int lsym)
{
    const char *msg = lsym ? "unexpected token in '.lsym' directive"
                           : "unexpected token in '.desc' directive";
    if (mca_asm_chk_identifier(c)) {
        mca_asm_chk_error(k, i, mca_asm_chk_tok(c), "expected identifier in directive");
        return;
    }
    if (!mca_asm_accept(c, ',')) {
        mca_asm_chk_error(k, i, mca_asm_chk_tok(c), "%s", msg);
        return;
    }
    int64_t v;
    if ((lsym ? mca_asm_chk_expression(k, i, c) : mca_asm_chk_absolute(k, i, c, &v)) != 0 ||
        mca_asm_chk_end(k, i, c, msg) != 0)
        return;
    if (lsym) /* (at the token after the statement) */
        mca_asm_chk_error(k, i, mca_asm_chk_next_token(k, i), "directive '.lsym' is unsupported");
}

/* .dump "FILE" and .load "FILE": a warning, nothing done. */
static void dump_or_load(mca_asm_checker *k, size_t i, mca_asm_cur *c, const char *t,
                         size_t wl)
{
    size_t at = (size_t)(t - c->s);
    if (mca_asm_peek(c) != '"' || mca_asm_string_token(c, NULL, NULL))
        mca_asm_chk_error(k, i, mca_asm_chk_tok(c),
                          "expected string in '.dump' or '.load' directive");
    else if (mca_asm_chk_end(k, i, c, "unexpected token in '.dump' or '.load' directive") == 0)
        mca_asm_chk_warning(k, i, at, "ignoring directive %.*s for now", (int)wl, t);
}

/* An integer token (LLVM's lexer: decimal, 0x..., 0b..., 0...) at the
 * cursor: 0 and *v, or -1 when the token is no integer. */
static int integer(mca_asm_cur *c, int64_t *v)
{
    size_t at = mca_asm_chk_tok(c);
    if (at >= c->end || c->s[at] < '0' || c->s[at] > '9')
        return -1;
    mca_asm_val val;
    mca_asm_cur one = *c;
    size_t e = at;
    while (e < c->end && mca_asm_is_ident_char((unsigned char)c->s[e]))
        e++;
    one.end = e;
    one.err_msg = NULL;
    if (mca_asm_parse_expr(&one, &val) != 0) {
        free(one.err_msg);
        return -1;
    }
    *v = val.val;
    mca_asm_val_free(&val);
    c->pos = e;
    return 0;
}

/* MAJOR, MINOR (what: "OS", "SDK"): 0, or -1 after reporting. */
static int major_minor(mca_asm_checker *k, size_t i, mca_asm_cur *c, const char *what)
{
    int64_t v;
    size_t at = mca_asm_chk_tok(c);
    if (integer(c, &v) != 0) {
        mca_asm_chk_error(k, i, at, "invalid %s major version number, integer expected", what);
        return -1;
    }
    if (v > 65535 || v <= 0) {
        mca_asm_chk_error(k, i, at, "invalid %s major version number", what);
        return -1;
    }
    if (!mca_asm_accept(c, ',')) {
        mca_asm_chk_error(k, i, mca_asm_chk_tok(c),
                          "%s minor version number required, comma expected", what);
        return -1;
    }
    at = mca_asm_chk_tok(c);
    if (integer(c, &v) != 0) {
        mca_asm_chk_error(k, i, at, "invalid %s minor version number, integer expected", what);
        return -1;
    }
    if (v > 255 || v < 0) {
        mca_asm_chk_error(k, i, at, "invalid %s minor version number", what);
        return -1;
    }
    return 0;
}

/* ", N" after a version (what: "OS update", "SDK subminor"). */
static int trailing(mca_asm_checker *k, size_t i, mca_asm_cur *c, const char *what)
{
    int64_t v;
    c->pos = mca_asm_chk_tok(c) + 1; /* the comma */
    size_t at = mca_asm_chk_tok(c);
    if (integer(c, &v) != 0) {
        mca_asm_chk_error(k, i, at, "invalid %s version number, integer expected", what);
        return -1;
    }
    if (v > 255 || v < 0) {
        mca_asm_chk_error(k, i, at, "invalid %s version number", what);
        return -1;
    }
    return 0;
}

static int sdk_keyword(mca_asm_cur *c)
{
    size_t at = mca_asm_chk_tok(c);
    return mca_asm_ident_len(c, at) == 11 && !memcmp(c->s + at, "sdk_version", 11);
}

/* The operating systems a version directive may name, as LLVM's triples
 * tell them apart (OS_OTHER: none a triple names). */
enum { OS_OTHER, OS_MACOS, OS_IOS, OS_TVOS, OS_WATCHOS, OS_XROS, OS_DRIVERKIT };

/* The triple's OS (its third component) and its kind. */
static int triple_os(const char *triple, const char **name, size_t *len)
{
    static const struct { const char *prefix; int os; } oses[] = {
        { "macos", OS_MACOS }, { "ios", OS_IOS }, { "tvos", OS_TVOS },
        { "watchos", OS_WATCHOS }, { "xros", OS_XROS }, { "driverkit", OS_DRIVERKIT },
    };
    const char *os = triple ? strchr(triple, '-') : NULL;
    os = os ? strchr(os + 1, '-') : NULL;
    *name = os ? os + 1 : "";
    *len = strcspn(*name, "-");
    for (size_t n = 0; n < sizeof oses / sizeof *oses; n++)
        if (!strncmp(*name, oses[n].prefix, strlen(oses[n].prefix)))
            return oses[n].os;
    return OS_OTHER;
}

/* After a version directive read whole (at: where it starts, arg: the
 * platform .build_version names, or NULL): the warning when it names
 * another OS than the triple's (expected OS_OTHER: always), and when a
 * version directive came before (a note points at it). */
static void check_version(mca_asm_checker *k, size_t i, size_t at, const char *t, size_t wl,
                          const char *arg, size_t arg_len, int expected)
{
    const char *os;
    size_t os_len;
    if (triple_os(mca_asm_chk_triple(k), &os, &os_len) != expected || expected == OS_OTHER)
        mca_asm_chk_warning(k, i, at, "%.*s%s%.*s used while targeting %.*s", (int)wl, t,
                            arg ? " " : "", (int)arg_len, arg ? arg : "", (int)os_len, os);
    mca_asm_darwin_state *d = mca_asm_chk_darwin(k);
    if (d->last_version != (size_t)-1) {
        mca_asm_chk_warning(k, i, at, "overriding previous version directive");
        mca_asm_chk_note(k, i, d->last_version, "previous definition is here");
    }
    d->last_version = at;
}

/* MAJOR, MINOR [, UPDATE] [sdk_version MAJOR, MINOR [, SUBMINOR]] then the
 * end of the statement ("... in 'DIRECTIVE' directive"): 0, or -1 after
 * reporting. */
static int version(mca_asm_checker *k, size_t i, mca_asm_cur *c, const char *t, size_t wl)
{
    if (major_minor(k, i, c, "OS") != 0)
        return -1;
    if (mca_asm_peek(c) != 0 && !sdk_keyword(c)) {
        if (mca_asm_peek(c) != ',') {
            mca_asm_chk_error(k, i, mca_asm_chk_tok(c),
                              "invalid OS update specifier, comma expected");
            return -1;
        }
        if (trailing(k, i, c, "OS update") != 0)
            return -1;
    }
    if (sdk_keyword(c)) {
        c->pos = mca_asm_chk_tok(c) + 11;
        if (major_minor(k, i, c, "SDK") != 0)
            return -1;
        if (mca_asm_peek(c) == ',' && trailing(k, i, c, "SDK subminor") != 0)
            return -1;
    }
    if (mca_asm_peek(c) != 0) {
        mca_asm_chk_error(k, i, mca_asm_chk_tok(c), "expected newline in '%.*s' directive",
                          (int)wl, t);
        return -1;
    }
    return 0;
}

/* .build_version PLATFORM, VERSION */
static void build_version(mca_asm_checker *k, size_t i, mca_asm_cur *c, const char *t,
                          size_t wl)
{
    /* each with the OS it is for (LLVM 22 knows firmware and sepOS by no
     * name: "unknown platform name") */
    static const struct { const char *name; int os; } platforms[] = {
        { "macos", OS_MACOS }, { "ios", OS_IOS }, { "tvos", OS_TVOS },
        { "watchos", OS_WATCHOS }, { "bridgeos", OS_OTHER }, { "macCatalyst", OS_IOS },
        { "iossimulator", OS_OTHER }, { "tvossimulator", OS_OTHER },
        { "watchossimulator", OS_OTHER }, { "driverkit", OS_DRIVERKIT }, { "xros", OS_XROS },
        { "xrsimulator", OS_OTHER }, { NULL, 0 },
    };
    size_t dir = (size_t)(t - c->s);
    size_t at = mca_asm_chk_tok(c);
    if (mca_asm_chk_identifier(c)) {
        mca_asm_chk_error(k, i, mca_asm_chk_tok(c), "platform name expected");
        return;
    }
    int known = 0;
    size_t p = 0;
    for (; platforms[p].name && !known; p++)
        known = is(c->s + at, c->pos - at, platforms[p].name);
    if (!known) {
        mca_asm_chk_error(k, i, at, "unknown platform name");
        return;
    }
    if (!mca_asm_accept(c, ',')) {
        mca_asm_chk_error(k, i, mca_asm_chk_tok(c), "version number required, comma expected");
        return;
    }
    size_t name_len = strlen(platforms[p - 1].name);
    if (version(k, i, c, t, wl) == 0)
        check_version(k, i, dir, t, wl, c->s + at, name_len, platforms[p - 1].os);
}

int mca_asm_check_darwin(mca_asm_checker *k, size_t i, const char *t, size_t wl,
                         mca_asm_cur *c)
{
    for (size_t n = 0; switches[n]; n++)
        if (is(t, wl, switches[n])) {
            mca_asm_chk_end(k, i, c, "unexpected token in section switching directive");
            mca_asm_chk_switched(k);
            return 1;
        }
    if (is(t, wl, ".ident"))
        return 1; /* (the rest of the statement ignored) */
    if (is(t, wl, ".zerofill"))
        zerofill(k, i, c);
    else if (is(t, wl, ".linker_option"))
        linker_option(k, i, c);
    else if (is(t, wl, ".data_region"))
        data_region(k, i, c);
    else if (is(t, wl, ".end_data_region"))
        mca_asm_chk_end(k, i, c, "unexpected token in '.end_data_region' directive");
    else if (is(t, wl, ".subsections_via_symbols"))
        mca_asm_chk_end(k, i, c, "unexpected token in '.subsections_via_symbols' directive");
    else if (is(t, wl, ".secure_log_reset"))
        mca_asm_chk_end(k, i, c, "unexpected token in '.secure_log_reset' directive");
    else if (is(t, wl, ".desc") || is(t, wl, ".lsym"))
        desc_or_lsym(k, i, c, t[1] == 'l');
    else if (is(t, wl, ".dump") || is(t, wl, ".load"))
        dump_or_load(k, i, c, t, wl);
    else if (is(t, wl, ".build_version"))
        build_version(k, i, c, t, wl);
    else if (is(t, wl, ".macosx_version_min") || is(t, wl, ".ios_version_min") ||
             is(t, wl, ".tvos_version_min") || is(t, wl, ".watchos_version_min")) {
        if (version(k, i, c, t, wl) == 0)
            check_version(k, i, (size_t)(t - c->s), t, wl, NULL, 0,
                          t[1] == 'm' ? OS_MACOS : t[1] == 'i' ? OS_IOS
                                      : t[1] == 't' ? OS_TVOS : OS_WATCHOS);
    }
    else if (is(t, wl, ".alt_entry")) {
        size_t at = mca_asm_chk_tok(c);
        if (mca_asm_chk_identifier(c))
            mca_asm_chk_error(k, i, mca_asm_chk_tok(c), "expected identifier in directive");
        else if (c->s[at] != '"' && mca_asm_chk_defined(k, c->s + at, c->pos - at))
            mca_asm_chk_error(k, i, mca_asm_chk_tok(c),
                              ".alt_entry must preceed symbol definition");
    } else
        return 0;
    return 1;
}
