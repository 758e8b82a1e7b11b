/* interleave: standard output written as llvm-mca writes its report when
 * standard output and standard error are the same file (2>&1, a terminal).
 *
 * llvm-mca prints diagnostics at once (unbuffered standard error) and its
 * report through LLVM's raw_fd_ostream, which holds st_blksize bytes (4096
 * on a pipe or a file) and writes them in whole blocks from the start of
 * the output, the rest when the program ends; on a terminal it does not
 * hold anything.  So in the combined stream a warning of region 2 comes
 * before region 1's report unless that report filled a block.  The stream
 * made here does the same: every block it writes, and the rest at close,
 * is preceded by the diagnostics recorded since the last write. */
#ifndef MCA_INTERLEAVE_H
#define MCA_INTERLEAVE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdio.h>

#include "mca/diag.h"

/* Do file descriptors a and b write to the same file? */
bool mca_same_file(int a, int b);

/* A stream writing to descriptor fd as llvm-mca's report does, printing
 * the entries of diags from *printed on to err before each write (and
 * advancing *printed); NULL with a diagnostic when it cannot be made.
 * *cookie is the state mca_interleave_sync takes.  fclose writes what is
 * held. */
FILE *mca_interleave_open(int fd, FILE *err, mca_diags *diags, size_t *printed,
                          void **cookie);

/* Write what the stream holds now, as llvm-mca's output is flushed when a
 * view that prints through a formatted_raw_ostream ends (a
 * mca_strbuf_on_sync hook). */
void mca_interleave_sync(void *cookie);

#endif
