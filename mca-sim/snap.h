/* snap: a canonical snapshot of the simulation state, for steady-state
 * detection (ff.h).
 *
 * Two snapshots are equal exactly when the two states evolve the same way
 * from then on, up to a shift of instruction numbers and cycles.  So every
 * value that can influence the future is written, and written relative to
 * the moment of the snapshot: instruction ids as distances to the next
 * instruction to enter the pipeline, clock stamps as ticks elapsed, memory
 * group tokens as distances to the next token; values that can no longer
 * matter (a counter already past its threshold, a stale cache) are written
 * in one canonical form.  Each module writes its own part (rf, rm, lsu,
 * dyn, pipeline) with the helpers here. */
#ifndef MCA_SIM_SNAP_H
#define MCA_SIM_SNAP_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

typedef struct {
    uint8_t *b;
    size_t n, cap;
    size_t values;            /* values written: the state's shape, whatever
                               * their encoded sizes */
    bool failed;              /* out of memory: the snapshot is unusable */
    /* The frame the values are written relative to. */
    unsigned iid_base;        /* the next instruction id to enter */
    unsigned tick;            /* the dynamic instructions' clock now */
} mca_snap;

void mca_snap_reset(mca_snap *s, unsigned iid_base, unsigned tick);
void mca_snap_free(mca_snap *s);

/* Append len bytes (the slow path of the writers below: growth, failure). */
void mca_snap_put(mca_snap *s, const void *p, size_t len);
/* mca_snap_u32's slow path. */
void mca_snap_put_u32(mca_snap *s, uint32_t v);

/* A 32-bit value: one byte below 128 (most counts, distances and flags
 * are), else a 0x80 byte and the four bytes.  Still one encoding per
 * value (and the writers' sequence of fields fixes which are 32-bit), so
 * equal states have equal bytes; half the bytes to write, hash and
 * compare, so the budget pays for twice as many snapshots. */
static inline void mca_snap_u32(mca_snap *s, uint32_t v)
{
    s->values++;
    if (s->n + 1 + sizeof v <= s->cap) {
        if (v < 0x80) {
            s->b[s->n++] = (uint8_t)v;
        } else {
            s->b[s->n] = 0x80;
            memcpy(s->b + s->n + 1, &v, sizeof v);
            s->n += 1 + sizeof v;
        }
    } else {
        mca_snap_put_u32(s, v);
    }
}

/* A 64-bit value the same way (masks are often 0). */
static inline void mca_snap_u64(mca_snap *s, uint64_t v)
{
    if (v < 0x80) {
        mca_snap_u32(s, (uint32_t)v);
        return;
    }
    s->values++;
    if (s->n + 1 + sizeof v <= s->cap) {
        s->b[s->n] = 0x81;
        memcpy(s->b + s->n + 1, &v, sizeof v);
        s->n += 1 + sizeof v;
    } else {
        uint8_t b[1 + sizeof v] = { 0x81 };
        memcpy(b + 1, &v, sizeof v);
        mca_snap_put(s, b, sizeof b);
    }
}
/* A flag, as one byte (a reorder buffer entry writes about a dozen). */
static inline void mca_snap_bool(mca_snap *s, bool v)
{
    s->values++;
    if (s->n < s->cap) {
        s->b[s->n++] = v;
    } else {
        uint8_t b = v;
        mca_snap_put(s, &b, 1);
    }
}
/* The fast writers: after mca_snap_room(s, len), up to len bytes written
 * through a cursor (p = mca_snap_w32(p, v), ...; then mca_snap_done),
 * without the per-value checks of the writers above (an in-flight
 * instruction's record is a few dozen values, a snapshot hundreds of
 * records).  The same encodings as mca_snap_u32/u64; a flag byte packs
 * several flags.  They leave `values` alone: the caller counts a record
 * as one value (the shape stays a function of the state). */
bool mca_snap_grow(mca_snap *s, size_t len);
static inline uint8_t *mca_snap_room(mca_snap *s, size_t len)
{
    if (s->n + len > s->cap && !mca_snap_grow(s, len))
        return NULL;
    return s->b + s->n;
}
static inline void mca_snap_done(mca_snap *s, const uint8_t *p)
{
    s->n = (size_t)(p - s->b);
}
static inline uint8_t *mca_snap_w8(uint8_t *p, unsigned v)
{
    *p = (uint8_t)v;
    return p + 1;
}
static inline uint8_t *mca_snap_w32(uint8_t *p, uint32_t v)
{
    if (v < 0x80) {
        *p = (uint8_t)v;
        return p + 1;
    }
    *p = 0x80;
    memcpy(p + 1, &v, sizeof v);
    return p + 1 + sizeof v;
}
static inline uint8_t *mca_snap_w64(uint8_t *p, uint64_t v)
{
    if (v < 0x80)
        return mca_snap_w32(p, (uint32_t)v);
    *p = 0x81;
    memcpy(p + 1, &v, sizeof v);
    return p + 1 + sizeof v;
}

/* An instruction id, as its distance to iid_base. */
void mca_snap_iid(mca_snap *s, unsigned iid);
/* A lazy count-down set to base `stamp` (clock ticks): its value now,
 * clamped at 0 as dyn.c's counters are. */
void mca_snap_countdown(mca_snap *s, int base, unsigned stamp);
/* A tick in the future (relative) or past (0); UINT_MAX stays a marker. */
void mca_snap_tick(mca_snap *s, unsigned t);

/* 64-bit hash of the bytes written. */
uint64_t mca_snap_hash(const mca_snap *s);
bool mca_snap_equal(const mca_snap *a, const mca_snap *b);
/* Copy the bytes of src into dst (false when memory runs out). */
bool mca_snap_copy(mca_snap *dst, const mca_snap *src);

#endif
