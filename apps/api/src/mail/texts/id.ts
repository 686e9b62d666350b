import type { MailTextKey } from './en.ts';

/** The texts of the mails sent to accounts, in Bahasa Indonesia: the keys and placeholders of en.ts. */
export const id: Record<MailTextKey, string> = {
  'layout.greeting': 'Halo {name},',
  'layout.greetingNoName': 'Halo,',
  'layout.buttonFallback': 'Jika tombol tidak berfungsi, salin alamat ini ke browser Anda:',
  'layout.unsubscribeText': 'Untuk berhenti menerima email ini, buka tautan ini (tanpa perlu masuk):',

  'activation.subject': 'Aktifkan akun Solution Catalog Anda',
  'activation.intro':
    'Terima kasih telah mendaftar di Solution Catalog. Silakan konfirmasi alamat email Anda untuk mengaktifkan akun Anda.',
  'activation.action': 'Aktifkan akun',
  'activation.expiry': 'Tautan ini hanya dapat digunakan sekali dan berlaku selama 72 jam.',
  'activation.ignore': 'Jika Anda tidak mendaftar, abaikan email ini.',

  'alreadyRegistered.subject': 'Akun Solution Catalog Anda',
  'alreadyRegistered.intro':
    'Seseorang mencoba membuat akun Solution Catalog dengan alamat email ini, tetapi Anda sudah memiliki akun.',
  'alreadyRegistered.links': 'Jika itu Anda, silakan masuk di {signInUrl}, atau buat kata sandi baru di {forgotUrl}.',
  'alreadyRegistered.ignore': 'Jika itu bukan Anda, abaikan email ini: tidak ada yang berubah.',

  'reset.subject': 'Atur ulang kata sandi Solution Catalog Anda',
  'reset.intro': 'Kami menerima permintaan untuk mengatur ulang kata sandi akun Solution Catalog Anda.',
  'reset.action': 'Atur ulang kata sandi',
  'reset.expiry': 'Tautan ini hanya dapat digunakan sekali dan berlaku selama 1 jam.',
  'reset.ignore': 'Jika Anda tidak memintanya, abaikan email ini: kata sandi Anda tetap sama.',

  'passwordChanged.subject': 'Kata sandi Solution Catalog Anda telah diubah',
  'passwordChanged.intro':
    'Kata sandi akun Solution Catalog Anda baru saja diubah, dan semua sesi masuk sebelumnya telah diakhiri.',
  'passwordChanged.introByOwner':
    'Kata sandi akun Solution Catalog Anda baru saja diubah dari halaman profil Anda, dan semua sesi masuk lainnya telah diakhiri.',
  'passwordChanged.notYou':
    'Jika bukan Anda yang melakukannya, segera buat kata sandi baru di {forgotUrl} dan beri tahu kami.',

  'accountDeleted.subject': 'Akun Solution Catalog Anda telah dihapus',
  'accountDeleted.intro': 'Akun Solution Catalog Anda {email} telah dihapus sesuai permintaan Anda.',
  'accountDeleted.removed':
    'Dihapus: profil Anda (nama, nomor telepon, perusahaan, dan jabatan), kata sandi Anda, sesi masuk Anda, pilihan email Anda, dan {savedSearches} beserta ringkasannya.',
  'accountDeleted.savedSearchesOne': '{count} pencarian tersimpan',
  'accountDeleted.savedSearchesOther': '{count} pencarian tersimpan',
  'accountDeleted.kept':
    'Disimpan: {enquiries} yang Anda kirim tetap ada di catatan penjualan kami hanya dengan solusi dan pesan Anda, tanpa nama, alamat email, nomor telepon, perusahaan, dan jabatan Anda.',
  'accountDeleted.enquiriesOne': '{count} pertanyaan',
  'accountDeleted.enquiriesOther': '{count} pertanyaan',
  'accountDeleted.keptNothing': 'Disimpan: tidak ada. Anda belum pernah mengirim pertanyaan.',
  'accountDeleted.goodbye':
    'Anda tidak akan menerima email lagi dari Solution Catalog. Anda dipersilakan mendaftar lagi dengan alamat ini di {signUpUrl}.',

  'newSolution.subject': 'Baru di Solution Catalog: {solutionName}',
  'newSolution.intro': 'Solusi baru tersedia di Solution Catalog: {solutionName}.',
  'newSolution.action': 'Lihat solusi',
  'newSolution.why': 'Anda menerima email ini karena Anda meminta kabar tentang solusi baru.',
  'newSolution.unsubscribe': 'Berhenti berlangganan email solusi baru',

  'digest.subjectOne': 'Pencarian tersimpan "{searchName}": {count} solusi baru yang cocok',
  'digest.subjectOther': 'Pencarian tersimpan "{searchName}": {count} solusi baru yang cocok',
  'digest.introOne': '{count} solusi baru cocok dengan pencarian tersimpan Anda "{searchName}" di Solution Catalog:',
  'digest.introOther': '{count} solusi baru cocok dengan pencarian tersimpan Anda "{searchName}" di Solution Catalog:',
  'digest.seeAll': 'Lihat semua, {more} lainnya di daftar',
  'digest.open': 'Buka pencarian tersimpan',
  'digest.why':
    'Anda menerima email ini paling banyak sekali sehari, karena Anda mengaktifkan peringatan untuk pencarian tersimpan ini.',
  'digest.unsubscribe': 'Hentikan email harian "{searchName}"',

  'enquiry.receiptSubject': 'Kami telah menerima pertanyaan Anda tentang {solutionName}',
  'enquiry.receiptIntro':
    'Terima kasih atas minat Anda. Spesialis kami akan segera menghubungi Anda. Berikut yang Anda kirim:',
  'enquiry.solution': 'Solusi: {name} (id {id})',
  'enquiry.name': 'Nama: {value}',
  'enquiry.email': 'Email: {value}',
  'enquiry.company': 'Perusahaan: {value}',
  'enquiry.phone': 'Nomor telepon: {value}',
  'enquiry.position': 'Jabatan: {value}',
  'enquiry.message': 'Pesan: {value}',
  'enquiry.action': 'Buka solusi',

  'unsubscribe.title': 'Berhenti berlangganan',
  'unsubscribe.button': 'Berhenti berlangganan',
  'unsubscribe.doneTitle': 'Langganan dihentikan',
  'unsubscribe.home': 'Buka Solution Catalog',
  'unsubscribe.invalidTitle': 'Tautan tidak valid',
  'unsubscribe.invalidText': 'Tautan berhenti berlangganan ini tidak valid. Silakan gunakan tautan dari email terbaru.',
  'unsubscribe.newSolutionsQuestion': 'Berhenti menerima email tentang solusi baru di Solution Catalog?',
  'unsubscribe.newSolutionsDone': 'Anda tidak akan lagi menerima email tentang solusi baru.',
  'unsubscribe.savedSearchQuestion':
    'Hentikan email harian pencarian tersimpan ini? Pencariannya sendiri tetap tersimpan.',
  'unsubscribe.savedSearchDone':
    'Anda tidak akan lagi menerima email harian pencarian tersimpan ini. Pencariannya sendiri tetap tersimpan.',
};
