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

  it.each([
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
