/* fixed-strings: the guard around generated tables that hold their strings
 * in place (char name[N]) rather than as pointers.  Internal to libcore.
 *
 * A table of pointers in a shared library is rewritten by the dynamic
 * loader at every start (one relocation per pointer, and every page of
 * the table copied): for tables of thousands of rows that was a tenth of
 * a short run.  In-place strings need none, but C accepts an initializer
 * that fills the array exactly and silently drops its terminating NUL;
 * between these two macros that is a compile error (GCC and clang 15 or
 * later report it under -Wc++-compat, where C++ rejects it). */
#ifndef MCA_FIXED_STRINGS_H
#define MCA_FIXED_STRINGS_H

#define MCA_FIXED_STRINGS_BEGIN \
    _Pragma("GCC diagnostic push") _Pragma("GCC diagnostic error \"-Wc++-compat\"")
#define MCA_FIXED_STRINGS_END _Pragma("GCC diagnostic pop")

#endif
