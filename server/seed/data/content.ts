/** Home page content: hero slides and customer testimonials (their pictures are generated SVGs). */

export const SLIDES = [
  {
    image: 'sliders/slide-1.svg',
    text: 'Masina noua cu abonament lunar: asigurari, revizii si rovinieta incluse, fara avans.',
    buttonText: 'Vezi masinile cu abonament',
    buttonLink: '/masini/abonament',
  },
  {
    image: 'sliders/slide-2.svg',
    text: 'Finantare online pentru masini rulate si putin rulate, cu pre-aprobare in aproximativ 10 minute.',
    buttonText: 'Vezi oferta de finantare',
    buttonLink: '/masini/finantare',
  },
  {
    image: 'sliders/slide-3.svg',
    text: 'Credit auto sau leasing financiar, in lei sau in euro, pentru persoane fizice si companii.',
    buttonText: 'Alege masina',
    buttonLink: '/masini/finantare',
  },
  {
    image: 'sliders/slide-4.svg',
    text: 'Livram masina la adresa ta, oriunde in tara.',
    buttonText: null,
    buttonLink: null,
  },
] as const;

export const TESTIMONIALS = [
  {
    slug: 'andreea-popescu',
    title: 'Totul online, fara drumuri la banca',
    testimonial:
      'Am ales un Skoda Octavia Combi in finantare si am primit pre-aprobarea in cateva minute. Am semnat contractul online in cinci minute, iar masina a fost gata de ridicare in Cluj dupa o saptamana.',
    author: 'Andreea Popescu, Cluj-Napoca',
    videoUrl: null,
  },
  {
    slug: 'mihai-ionescu',
    title: 'Abonamentul a fost solutia pentru firma',
    testimonial:
      'Avem trei masini in abonament pentru agentii de vanzari. Nu ne mai ocupam de revizii, anvelope sau asigurari, iar costul lunar este acelasi in fiecare luna.',
    author: 'Mihai Ionescu, administrator, Bucuresti',
    videoUrl: null,
  },
  {
    slug: 'elena-dumitrescu',
    title: 'Livrare acasa, la Suceava',
    testimonial:
      'Nu am avut timp sa merg intr-un showroom. Am semnat contractul online si Dacia Jogger a ajuns la mine in curte, cu plinul facut si documentele in ordine.',
    author: 'Elena Dumitrescu, Suceava',
    videoUrl: null,
  },
  {
    slug: 'radu-constantin',
    title: 'Transparenta la fiecare pas',
    testimonial:
      'Am vazut de la inceput rata, DAE si costul total. Nu au aparut comisioane ascunse, iar avansul l-am ales eu din calculator.',
    author: 'Radu Constantin, Timisoara',
    videoUrl: null,
  },
  {
    slug: 'ioana-marin',
    title: 'Prima mea masina electrica',
    testimonial:
      'Am testat un Hyundai Kona Electric trei luni in abonament inainte sa ma hotarasc. Acum l-am prelungit si nu ma mai intorc la benzina.',
    author: 'Ioana Marin, Brasov',
    videoUrl: null,
  },
  {
    slug: 'cristian-stan',
    title: 'Consultanta rapida si serioasa',
    testimonial:
      'Colegii de la suport m-au sunat in aceeasi zi si mi-au explicat diferenta dintre credit si leasing. Am ales leasing pe firma si economisesc la TVA.',
    author: 'Cristian Stan, Iasi',
    videoUrl: null,
  },
  {
    slug: 'gabriela-nistor',
    title: 'Am rezervat masina de pe telefon',
    testimonial:
      'Am platit taxa de rezervare cu cardul seara tarziu, iar a doua zi dimineata eram sunata pentru programarea ridicarii. Suma s-a scazut din avans, cum era promis.',
    author: 'Gabriela Nistor, Constanta',
    videoUrl: null,
  },
] as const;
