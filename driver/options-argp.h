/* options-argp: llvm-mca's command line, shared by mca-static and mca-sim.
 *
 * The options are defined once, as an argp child parser, with llvm-mca's
 * names and defaults.  llvm-mca's single-dash spellings ("-mcpu=skylake",
 * "-timeline", "-iterations=10") are accepted by rewriting them to their
 * double-dash form before argp sees them (mca_options_normalize_argv).
 * Boolean flags take an optional value as in LLVM (true/false/1/0).  Bad
 * options are reported on stderr as LLVM's command line library reports
 * them (this is program code: libcore never prints). */
#ifndef MCA_OPTIONS_ARGP_H
#define MCA_OPTIONS_ARGP_H

#include <argp.h>
#include <stddef.h>

#include "mca/options.h"

/* The argp parser for the common options; its input is an mca_options *.
 * Tools list it as a child of their own parser. */
extern const struct argp mca_options_argp;

/* Rewrite llvm-mca spellings in argv for the given parsers: every
 * "-name[=value]" except the short "-oFILE" becomes "--name[=value]".
 * Rewritten entries are replaced in argv by new strings, which are also
 * appended to *owned (count in *owned_count) for the caller to free once the
 * parsed options are no longer used.  Unknown options, and options missing
 * their value at the end, are reported on stderr with LLVM's messages
 * (including its nearest-option guess), counted in o->parse_errors and
 * removed from argv (*argc shrinks).  Returns 0, or -1 when memory runs out. */
int mca_options_normalize_argv(int *argc, char **argv,
                               const struct argp_option *const *tables,
                               char ***owned, size_t *owned_count, mca_options *o);

#endif
