import fs from 'node:fs';
import path from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { CardGrid } from './card-grid';

const cards = (count: number) => Array.from({ length: count }, (_, index) => <li key={index}>card {index}</li>);
const classesOf = (html: string) => /class="([^"]*)"/.exec(html)?.[1]?.split(' ') ?? [];

/** Grids that hold no cards: a form's fields, two to a row; the site map's columns of links. */
const NOT_CARD_GRIDS = new Set(['renderer/templates/forms/forms.module.css', 'renderer/templates/site-map/site-map.module.css']);

function* stylesheets(dir: string): Generator<string> {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* stylesheets(full);
    else if (entry.name.endsWith('.module.css')) yield path.relative(process.cwd(), full);
  }
}

describe('CardGrid', () => {
  it('takes its column counts from the number of cards at every width', () => {
    expect(classesOf(renderToStaticMarkup(<CardGrid max={4}>{cards(4)}</CardGrid>))).toEqual(['grid', 'wide4', 'tablet2', 'phone1']);
    expect(classesOf(renderToStaticMarkup(<CardGrid max={4}>{cards(3)}</CardGrid>))).toEqual(['grid', 'wide3', 'tablet3', 'phone1']);
    expect(
      classesOf(
        renderToStaticMarkup(
          <CardGrid max={5} tabletMax={4} phoneMax={2}>
            {cards(10)}
          </CardGrid>,
        ),
      ),
    ).toEqual(['grid', 'wide5', 'tablet4', 'phone2']);
  });

  it('keeps one card at its own width in the middle, and adds the grid its own class', () => {
    const html = renderToStaticMarkup(
      <CardGrid as="ol" max={4} className="plans">
        {cards(1)}
      </CardGrid>,
    );
    expect(html.startsWith('<ol')).toBe(true);
    expect(classesOf(html)).toEqual(['grid', 'single', 'plans']);
  });

  it('is the only place card columns are laid out: no module or template sets columns of its own', () => {
    const own = [...stylesheets('modules'), ...stylesheets('renderer/templates')].filter(
      (file) =>
        file !== 'modules/_ui/card-grid.module.css' && !NOT_CARD_GRIDS.has(file) && /grid-template-columns:\s*repeat\(/.test(fs.readFileSync(file, 'utf8')),
    );
    expect(own).toEqual([]);
  });
});
