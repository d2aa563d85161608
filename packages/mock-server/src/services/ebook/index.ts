/** The ebook area's workflows: the signed download link. */
export { getDownloadUrl } from './download'
