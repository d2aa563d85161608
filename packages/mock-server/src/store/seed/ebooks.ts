import type { EbookId } from '@app/contract/ebook'

export interface EbookFile {
  /** The file under media/ebooks/. */
  file: string
  /** What the browser saves it as. */
  fileName: string
  title: string
}

export const EBOOK_FILES: Record<EbookId, EbookFile> = {
  ebook: {
    file: 'efektywna-nauka-w-praktyce.pdf',
    fileName: 'Efektywna-nauka-w-praktyce.pdf',
    title: 'Efektywna nauka w praktyce',
  },
  webinar: {
    file: 'webinar-nauka-bez-stresu.pdf',
    fileName: 'Nauka-bez-stresu-materialy-z-webinaru.pdf',
    title: 'Nauka bez stresu: materiały z webinaru',
  },
  'domination-plan': {
    file: 'plan-dominacji.pdf',
    fileName: 'Plan-dominacji.pdf',
    title: 'Plan dominacji: semestr krok po kroku',
  },
}
