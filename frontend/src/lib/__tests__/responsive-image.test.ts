import { describe, expect, it } from 'vitest';
import { responsiveSources } from '../responsive-image';

describe('responsive image sources', () => {
  it('when the picture is one of the shop’s tool SVGs, then AVIF and then WebP offer each width', () => {
    expect(responsiveSources('/images/tools/claw-hammer.svg')).toEqual([
      {
        type: 'image/avif',
        srcSet: '/images/tools/claw-hammer-400.avif 400w, /images/tools/claw-hammer-720.avif 720w, /images/tools/claw-hammer-1200.avif 1200w',
      },
      {
        type: 'image/webp',
        srcSet: '/images/tools/claw-hammer-400.webp 400w, /images/tools/claw-hammer-720.webp 720w, /images/tools/claw-hammer-1200.webp 1200w',
      },
    ]);
  });

  it('when the picture is an uploaded photo, then its AVIF and WebP siblings offer each width', () => {
    const hash = '3f9a0c2e7b1d4e8fa6c5b2d1e0f9a8b7';
    expect(responsiveSources(`/api/images/${hash}-720.webp`)).toEqual([
      { type: 'image/avif', srcSet: `/api/images/${hash}-400.avif 400w, /api/images/${hash}-720.avif 720w, /api/images/${hash}-1200.avif 1200w` },
      { type: 'image/webp', srcSet: `/api/images/${hash}-400.webp 400w, /api/images/${hash}-720.webp 720w, /api/images/${hash}-1200.webp 1200w` },
    ]);
  });

  it.each([
    ['another variant of an uploaded photo', '/api/images/3f9a0c2e7b1d4e8fa6c5b2d1e0f9a8b7-400.avif'],
    ['an image path that is not an uploaded photo', '/api/images/../secret-720.webp'],
    ['an admin’s picture on another site', 'https://example.com/images/tools/saw.svg'],
    ['a raster picture on this site', '/images/tools/saw.png'],
    ['an SVG elsewhere on this site', '/images/saw.svg'],
    ['an SVG in a folder below the tools', '/images/tools/saws/panel-saw.svg'],
    ['a name the build does not make variants of', '/images/tools/Panel Saw.svg'],
    ['a tool SVG with a query', '/images/tools/panel-saw.svg?v=2'],
  ])('when the picture is %s, then it has no variants and is used as it is', (_, src) => {
    expect(responsiveSources(src)).toEqual([]);
  });
});
