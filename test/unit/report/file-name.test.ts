import { describe, expect, it } from 'vitest';
import { asciiFileName, contentDisposition, mailFileName, reportFileName } from '#core/reports/file-name';
import type { ReportCover, ReportInput } from '#core/reports/pdf/types';
import type { Language } from '#shared/languages';
import { frenchAnalysis } from '../../fixtures/report-analyses';

const COVER: ReportCover = {
  clientName: 'Entrepôt Laval',
  clientAddress: '',
  visitDate: '2026-11-22',
  adviserName: '',
  adviserTitle: '',
  credentials: '',
  organisation: '',
};

function input(
  language: Language,
  cover: Partial<ReportCover> | null,
  area = 'Quai de chargement',
): ReportInput {
  return {
    analysis: { ...frenchAnalysis(), language },
    selectedRiskIds: [],
    meta: { area, jurisdictionName: '', date: '2026-11-23T18:04:00.000Z', sectorLabels: [] },
    photos: [],
    ...(cover ? { cover: { ...COVER, ...cover } } : {}),
  };
}

describe('reportFileName', () => {
  it('names the report in its language, with the client and the visit date', () => {
    expect(reportFileName(input('fr', {}), 'pdf')).toBe('Rapport SST – Entrepôt Laval – 2026-11-22.pdf');
    expect(reportFileName(input('en', { clientName: 'Acme Logistics' }), 'docx')).toBe(
      'OHS report – Acme Logistics – 2026-11-22.docx',
    );
    expect(reportFileName(input('es', { clientName: 'Almacén Norte' }), 'xlsx')).toBe(
      'Informe SST – Almacén Norte – 2026-11-22.xlsx',
    );
    expect(reportFileName(input('de', { clientName: 'Lager Süd GmbH' }), 'pdf')).toBe(
      'Arbeitsschutzbericht – Lager Süd GmbH – 2026-11-22.pdf',
    );
    expect(reportFileName(input('pt', { clientName: 'Armazém São João' }), 'pdf')).toBe(
      'Relatório SST – Armazém São João – 2026-11-22.pdf',
    );
    expect(reportFileName(input('zh', { clientName: '上海仓库' }), 'pdf')).toBe(
      '职业健康安全报告 – 上海仓库 – 2026-11-22.pdf',
    );
    expect(reportFileName(input('ja', { clientName: '溶接工場 B棟' }), 'pdf')).toBe(
      '労働安全衛生報告書 – 溶接工場 B棟 – 2026-11-22.pdf',
    );
  });

  it('falls back on the work area and the analysis date, never leaving a part empty', () => {
    expect(reportFileName(input('fr', { clientName: '  ', visitDate: '' }), 'pdf')).toBe(
      'Rapport SST – Quai de chargement – 2026-11-23.pdf',
    );
    expect(reportFileName(input('fr', null), 'docx')).toBe(
      'Rapport SST – Quai de chargement – 2026-11-23.docx',
    );
    expect(reportFileName(input('fr', { clientName: '' }, ' / '), 'pdf')).toBe(
      'Rapport SST – 2026-11-22.pdf',
    );
  });

  it('removes only what file systems refuse, and collapses the spaces', () => {
    const name = reportFileName(
      input('fr', { clientName: 'Quai\u202e 3/4: "Nord"  <B>|*?\\ \u0007 l’Équipe' }),
      'pdf',
    );
    expect(name).toBe('Rapport SST – Quai 3 4 Nord B l’Équipe – 2026-11-22.pdf');
  });

  it('caps a long name in bytes, cutting between characters and keeping the date and extension', () => {
    const long = reportFileName(input('ja', { clientName: '株式会社'.repeat(60) }), 'pdf');
    expect(new TextEncoder().encode(long).byteLength).toBeLessThanOrEqual(200);
    expect(long).toMatch(/^労働安全衛生報告書 – (株式会社)+(株|株式|株式会)? – 2026-11-22\.pdf$/);
    const latin = reportFileName(
      input('fr', { clientName: 'Centre de distribution régional '.repeat(10) }),
      'pdf',
    );
    expect(new TextEncoder().encode(latin).byteLength).toBeLessThanOrEqual(200);
    expect(latin).toMatch(/ régional – 2026-11-22\.pdf$/);
  });
});

describe('the ASCII name and the headers', () => {
  it('transliterates accents and ligatures and never returns an empty name', () => {
    expect(asciiFileName('Rapport SST – Entrepôt Œuvre Straße – 2026-11-22.pdf')).toBe(
      'Rapport SST - Entrepot OEuvre Strasse - 2026-11-22.pdf',
    );
    expect(asciiFileName('労働安全衛生報告書 – 溶接工場 – 2026-11-22.pdf')).toBe(
      'RisqueVision - 2026-11-22.pdf',
    );
    expect(asciiFileName('职业健康安全报告 – 上海仓库.xlsx')).toBe('RisqueVision.xlsx');
  });

  it('sends the ASCII name and the exact UTF-8 one in Content-Disposition', () => {
    const name = "Rapport SST – L'Équipe (Nord) – 2026-11-22.pdf";
    const header = contentDisposition('attachment', name);
    expect(header).toMatch(
      /^attachment; filename="Rapport SST - L'Equipe \(Nord\) - 2026-11-22\.pdf"; filename\*=UTF-8''/,
    );
    const encoded = header.slice(header.indexOf("UTF-8''") + 7);
    expect(encoded).toMatch(/^[A-Za-z0-9%._~!-]+$/);
    expect(decodeURIComponent(encoded)).toBe(name);
    expect(
      /^[\x20-\x7e]+$/.test(contentDisposition('inline', '労働安全衛生報告書 – 溶接工場 – 2026-11-22.pdf')),
    ).toBe(true);
  });

  it('writes a mail attachment name in ASCII, as an encoded word for other scripts', () => {
    expect(mailFileName('OHS report – x.pdf')).toMatch(/^=\?UTF-8\?B\?/);
    expect(mailFileName('OHS report - x.pdf')).toBe('OHS report - x.pdf');
    const word = mailFileName('労働安全衛生報告書 – 溶接工場 – 2026-11-22.pdf');
    const base64 = /^=\?UTF-8\?B\?([A-Za-z0-9+/=]+)\?=$/.exec(word)?.[1] ?? '';
    expect(Buffer.from(base64, 'base64').toString('utf8')).toBe(
      '労働安全衛生報告書 – 溶接工場 – 2026-11-22.pdf',
    );
  });
});
