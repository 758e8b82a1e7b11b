/* rf: llvm-mca's RegisterFile: register renaming onto the model's register
 * files, producers of reads, partial writes, zero registers and move
 * elimination (behaviour notes 6.2, 6.3).
 *
 * File 0 is the default file that sees every register; files 1.. are the
 * model's.  Counts per file are reported through caller arrays of
 * mca_rf_files() entries. */
#ifndef MCA_SIM_RF_H
#define MCA_SIM_RF_H

#include <stdbool.h>

#include "dyn.h"
#include "mca/catalog.h"
#include "mca/model.h"
#include "snap.h"

typedef struct mca_rf mca_rf;

/* Mappings count their instruction's rf_refs (dyn.h).
 * size0: -register-file-size (0 = unbounded).  reuse: cat and m outlive
 * the calling thread's files; mca_rf_free keeps the file for the thread's
 * next one of the same cat, m and size0, which only resets what a region
 * changes (tcache.h). */
mca_rf *mca_rf_new(const mca_catalog *cat, const mca_model *m, unsigned size0, bool reuse);
void mca_rf_free(mca_rf *rf);

/* The region's instructions are these (required, once, before any
 * renaming; only their writes can be renamed): a read of a register whose
 * family (it and its sub-registers) none of them maps in part need not
 * look at each sub-register's mapping, and the registers of such a family
 * share one mapping record (a write updates one record, not one per
 * register).  -1 when memory runs out. */
int mca_rf_prepare(mca_rf *rf, const mca_instr_desc *const *descs, unsigned count);

unsigned mca_rf_files(const mca_rf *rf);
/* The file a register is renamed in. */
unsigned mca_rf_file_of(const mca_rf *rf, unsigned reg);

/* Can the writes of the instruction at region position idx be allocated
 * now (mca_rf_prepare)? */
bool mca_rf_available_at(const mca_rf *rf, unsigned idx);
/* Try move elimination on i (an optimizable move). */
bool mca_rf_eliminate_move(mca_rf *rf, mca_dyn *i);
/* Find the producers of a read; -1 when out of memory. */
int mca_rf_add_read(mca_rf *rf, mca_dread *r, const mca_sched_class *cls);
/* The same for every read of i, in order, but those that cannot find
 * anything (mca_rf_prepare): one call per instruction on the dispatch
 * path.  -1 when out of memory (the other reads are still added). */
int mca_rf_add_reads(mca_rf *rf, mca_dyn *i);
/* Rename a write; used[f] += registers allocated in file f. */
void mca_rf_add_write(mca_rf *rf, mca_dwrite *w, unsigned *used);
/* Every write of i, in order. */
void mca_rf_add_writes(mca_rf *rf, mca_dyn *i, unsigned *used);
/* Retire a write; freed[f] += registers freed. */
void mca_rf_remove_write(mca_rf *rf, const mca_dwrite *w, unsigned *freed);
/* Every write of i, in order. */
void mca_rf_remove_writes(mca_rf *rf, const mca_dyn *i, unsigned *freed);
/* The instruction finished executing: record its writes' write-back
 * cycle (their mappings take it when committed). */
void mca_rf_executed(mca_rf *rf, mca_dyn *i);
/* Start of cycle: reset the per-cycle move elimination counters. */
void mca_rf_cycle_start(mca_rf *rf);
/* End of cycle: advance the register file clock. */
void mca_rf_cycle_end(mca_rf *rf);
/* k cycles in which nothing is renamed, committed or eliminated: the
 * same as k times mca_rf_cycle_start and mca_rf_cycle_end. */
void mca_rf_cycles(mca_rf *rf, unsigned k);

/* Write the renaming state to a snapshot (snap.h).  A committed mapping
 * written back horizon or more cycles ago can no longer create a
 * dependency (horizon: the largest negative read-advance of the region's
 * classes) and is written as no mapping.  counts: the files' allocation
 * counts too (only dispatch reads them: the in-order pipeline leaves them
 * out, so that registers llvm-mca never frees do not hide a period). */
void mca_rf_snap(mca_snap *s, const mca_rf *rf, unsigned horizon, bool counts);
/* The region's instructions are these (as mca_rf_prepare's): snapshots
 * then hold only the registers their writes can change (optional; -1
 * when memory runs out). */
int mca_rf_snap_prepare(mca_rf *rf, const mca_instr_desc *const *descs, unsigned count);

/* In-order RAW hazard of a read: cycles to wait, -1 when unknown. */
int mca_rf_raw_hazard(const mca_rf *rf, mca_dread *r, const mca_sched_class *cls);

#endif
