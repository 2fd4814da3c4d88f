use std::collections::HashMap;
use std::sync::{Arc, Mutex};

use super::CacheKey;

/// The in-memory tier: key → shared value, least recently used evicted past `capacity`.
pub struct MemoryCache<V> {
    inner: Mutex<Inner<V>>,
    capacity: usize,
}

struct Inner<V> {
    map: HashMap<CacheKey, (Arc<V>, u64)>,
    clock: u64,
}

impl<V> MemoryCache<V> {
    pub fn new(capacity: usize) -> Self {
        MemoryCache { inner: Mutex::new(Inner { map: HashMap::new(), clock: 0 }), capacity: capacity.max(1) }
    }

    pub fn get(&self, key: &CacheKey) -> Option<Arc<V>> {
        let mut g = self.inner.lock().unwrap_or_else(|e| e.into_inner());
        g.clock += 1;
        let now = g.clock;
        g.map.get_mut(key).map(|(v, used)| {
            *used = now;
            v.clone()
        })
    }

    pub fn insert(&self, key: CacheKey, value: Arc<V>) {
        let mut g = self.inner.lock().unwrap_or_else(|e| e.into_inner());
        g.clock += 1;
        let now = g.clock;
        g.map.insert(key, (value, now));
        while g.map.len() > self.capacity {
            let oldest = g.map.iter().min_by_key(|(_, (_, used))| *used).map(|(k, _)| *k);
            match oldest {
                Some(k) => {
                    g.map.remove(&k);
                }
                None => break,
            }
        }
    }

    pub fn len(&self) -> usize {
        self.inner.lock().unwrap_or_else(|e| e.into_inner()).map.len()
    }

    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    pub fn clear(&self) {
        self.inner.lock().unwrap_or_else(|e| e.into_inner()).map.clear();
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn key(b: u8) -> CacheKey {
        CacheKey([b; 32])
    }

    #[test]
    fn evicts_least_recently_used() {
        let c = MemoryCache::new(2);
        c.insert(key(1), Arc::new(1));
        c.insert(key(2), Arc::new(2));
        assert_eq!(c.get(&key(1)).as_deref(), Some(&1));
        c.insert(key(3), Arc::new(3));
        assert!(c.get(&key(2)).is_none(), "2 was least recently used");
        assert_eq!(c.get(&key(1)).as_deref(), Some(&1));
        assert_eq!(c.get(&key(3)).as_deref(), Some(&3));
    }
}
