/* asm-symname: a symbol's name and relocation specifier in an expression,
 * as LLVM 22's parser reads them and its printer writes them.
 *
 * A name is printed bare when every character is a letter, a digit, '_',
 * '$', '.' (or '@' where the target's assembler info allows it in names),
 * else in double quotes with '"', '\' and newlines escaped; a quoted name
 * in the input has "\\" and "\"" read as one character each, any other
 * backslash kept.  "sym@NAME" splits at the first '@' when NAME is one of
 * the target's specifiers (mca_at_specifiers, any case), which then
 * prints as the target spells it (x86's "tlsdesc" in lower case). */
#ifndef MCA_ASM_SYMNAME_H
#define MCA_ASM_SYMNAME_H

#include "asm.h"
#include "mca/strbuf.h"

/* The name s[0, n) in a list of names each followed by a blank, in any
 * case: where the list holds it (n characters), NULL if nowhere. */
const char *mca_asm_name_in(const char *names, const char *s, size_t n);
/* The specifier of t named s[0, n) in any case, as printed (n characters,
 * not NUL-terminated); NULL if none. */
const char *mca_asm_at_lookup(const mca_at_specifiers *t, const char *s, size_t n);
/* The identifier c->s[at, at+len) under c->at: its name's length
 * (*name_len) and specifier (*spec, NULL: none; len - *name_len - 1
 * characters).  0, or -1 after the
 * located error for a specifier the target does not know. */
int mca_asm_at_split(mca_asm_cur *c, size_t at, size_t len, size_t *name_len,
                     const char **spec);
/* Append the name s[0, n) as LLVM prints it (quoted where it must be). */
void mca_asm_put_name(mca_strbuf *b, const char *s, size_t n, int at_ok);
/* The name a quoted token's contents s[0, n) give, into out (n bytes at
 * most); its length. */
size_t mca_asm_quoted_name(const char *s, size_t n, char *out);

#endif
